import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';

/**
 * A general guard on every /api route: at most `perMinute` requests per client address per
 * minute (in memory, per instance), HTTP 429 beyond. 0 turns it off. Logins have their own,
 * stricter limit kept in the database (modules/auth/login-limiter.ts).
 */
export async function registerApiRateLimit(api: FastifyInstance, perMinute: number): Promise<void> {
  if (perMinute <= 0) return;
  await api.register(rateLimit, { global: true, max: perMinute, timeWindow: 60_000 });
}
