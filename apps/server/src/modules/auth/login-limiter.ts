import type { Db } from '../../db/client';
import type { AppConfig } from '../../env';
import { TransportError } from '../../plugins/app-error';
import { countRecentFailures, recordLoginAttempt } from './login-attempt-repository';

const MINUTE_MS = 60 * 1000;

/**
 * Login rate limiting per account and per address, kept in the login_attempts table so that
 * it holds across instances: after `maxFailuresPerAccount` failures for one email (since its
 * last success) or `maxFailuresPerIp` failures from one address within the window, logins
 * answer HTTP 429 with Retry-After until the oldest counted failure leaves the window.
 */
export async function assertLoginAllowed(db: Db, limits: AppConfig['login'], email: string, ip: string): Promise<void> {
  const windowMs = limits.windowMinutes * MINUTE_MS;
  const now = Date.now();
  const failures = await countRecentFailures(db, email, ip, new Date(now - windowMs));
  const blockedUntil: number[] = [];
  if (failures.email >= limits.maxFailuresPerAccount && failures.oldestEmail) {
    blockedUntil.push(failures.oldestEmail.getTime() + windowMs);
  }
  if (failures.ip >= limits.maxFailuresPerIp && failures.oldestIp) {
    blockedUntil.push(failures.oldestIp.getTime() + windowMs);
  }
  if (blockedUntil.length === 0) return;
  const retryAfter = Math.max(1, Math.ceil((Math.max(...blockedUntil) - now) / 1000));
  throw new TransportError(429, 'Too many login attempts', { 'retry-after': String(retryAfter) });
}

export async function noteLoginAttempt(db: Db, email: string, ip: string, success: boolean): Promise<void> {
  await recordLoginAttempt(db, { email: email.slice(0, 254), ip: ip.slice(0, 64), success });
}
