import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '@mall/contract/errors';
import { AppError } from './app-error';
import { findApprovedShopId } from '../modules/seller/seller-reader';
import { resolveSession, type ActiveSession } from '../modules/auth/session-service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser (and the seller/admin guards); null on public routes. */
    session: ActiveSession | null;
    /** Set by requireSeller: the caller's approved shop. */
    shopId: number | null;
  }
}

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('session', null);
  app.decorateRequest('shopId', null);
}

/** preHandler of **user** routes. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  const { database, config } = request.server;
  request.session = await resolveSession(
    database.db,
    request.headers['access-token'],
    config.sessionIdleDays,
  );
}

/** preHandler of **admin** routes: a logged-in user with the admin role. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (!request.session?.user.roles.includes('admin'))
    throw new AppError(ErrorCode.InvalidParameter, { reason: 'forbidden' });
}

/** preHandler of **seller** routes: a logged-in user with an approved shop. */
export async function requireSeller(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  const userId = request.session?.user.id ?? 0;
  const shopId = await findApprovedShopId(request.server.database.db, userId);
  if (shopId === null) throw new AppError(ErrorCode.InvalidParameter, { reason: 'forbidden' });
  request.shopId = shopId;
}

/** The logged-in user's id; only on routes guarded by one of the preHandlers above. */
export function userIdOf(request: FastifyRequest): number {
  if (!request.session) throw new Error('route is not guarded by requireUser');
  return request.session.user.id;
}
