import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '@mall/contract/errors';
import { hasPermission, isStaff, type Permission } from '@mall/contract/staff';
import { AppError } from './app-error';
import { findSellerShop } from '../modules/seller/seller-reader';
import { resolveSession, type ActiveSession } from '../modules/auth/session-service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser (and the seller/admin guards); null on public routes. */
    session: ActiveSession | null;
    /** Set by requireSeller: the caller's shop (open or suspended). */
    shopId: number | null;
    /** Set by requireSeller: whether that shop is suspended (decision 0029). */
    shopSuspended: boolean;
  }
}

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('session', null);
  app.decorateRequest('shopId', null);
  app.decorateRequest('shopSuspended', false);
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

function forbidden(): AppError {
  return new AppError(ErrorCode.InvalidParameter, { reason: 'forbidden' });
}

/** preHandler of routes for any back-office staff member (each then checks its permission). */
export async function requireStaff(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (!isStaff(request.session?.user.roles ?? [])) throw forbidden();
}

/** Throws the contract's refusal unless the (staff) caller's roles grant the permission. */
export function assertPermission(request: FastifyRequest, permission: Permission): void {
  if (!hasPermission(request.session?.user.roles ?? [], permission)) throw forbidden();
}

type Guard = (request: FastifyRequest) => Promise<void>;
const permissionGuards = new Map<Permission, Guard>();
const guardPermissions = new Map<Guard, Permission>();

/**
 * preHandler of **back-office** routes (decision 0023): a logged-in staff member whose roles
 * grant the permission. One function per permission, so the route inventory can read it back
 * (`permissionOfGuard`).
 */
export function requirePermission(permission: Permission): Guard {
  let guard = permissionGuards.get(permission);
  if (!guard) {
    guard = async (request) => {
      await requireStaff(request);
      assertPermission(request, permission);
    };
    permissionGuards.set(permission, guard);
    guardPermissions.set(guard, permission);
  }
  return guard;
}

/** The permission a preHandler made by requirePermission checks, or undefined. */
export function permissionOfGuard(handler: unknown): Permission | undefined {
  return guardPermissions.get(handler as Guard);
}

/**
 * preHandler of **seller** routes: a logged-in user with a shop. A suspended shop passes too
 * (decision 0029: its orders and refunds go on); the routes that add to the catalogue refuse it
 * with `assertShopOpen`.
 */
export async function requireSeller(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  const userId = request.session?.user.id ?? 0;
  const shop = await findSellerShop(request.server.database.db, userId);
  if (shop === null) throw new AppError(ErrorCode.InvalidParameter, { reason: 'forbidden' });
  request.shopId = shop.id;
  request.shopSuspended = shop.status === 'suspended';
}

/**
 * On seller routes that add to or change the catalogue (product saves, stock-in): a suspended
 * shop is refused with 1000008 {reason: shop_suspended}.
 */
export function assertShopOpen(request: FastifyRequest): void {
  if (request.shopSuspended)
    throw new AppError(ErrorCode.InvalidParameter, { reason: 'shop_suspended' });
}

/** The logged-in user's id; only on routes guarded by one of the preHandlers above. */
export function userIdOf(request: FastifyRequest): number {
  if (!request.session) throw new Error('route is not guarded by requireUser');
  return request.session.user.id;
}

/** The refusal codes of a back-office route, for its OpenAPI description. */
export function staffCodes(permission: Permission | 'per type'): string {
  return (
    `back-office route (permission: ${permission}): 1100003, 1000004, 2000017; ` +
    '1000008 {reason: forbidden} for a caller whose staff roles do not grant it.'
  );
}
