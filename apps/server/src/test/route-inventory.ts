import type { RouteOptions } from 'fastify';
import type { ZodType } from 'zod';
import type { Permission } from '@mall/contract/staff';
import { permissionOfGuard, requireSeller, requireStaff, requireUser } from '../plugins/auth';

/** Who a route lets in, read from its preHandler (plugins/auth.ts). */
export type Guard = 'none' | 'user' | 'seller' | 'staff' | `staff:${Permission}`;

export interface InventoryRoute {
  /** "METHOD /url" with the full url (e.g. "GET /api/customer/order/view"). */
  key: string;
  method: string;
  url: string;
  guard: Guard;
  /** Hidden from the OpenAPI description (docs UI, static files). */
  hidden: boolean;
  querystring: ZodType | undefined;
  body: ZodType | undefined;
  params: ZodType | undefined;
}

const GUARDS = new Map<unknown, Guard>([
  [requireUser, 'user'],
  [requireSeller, 'seller'],
  [requireStaff, 'staff'],
]);

function guardOf(route: RouteOptions): Guard {
  const handlers = [route.preHandler ?? []].flat();
  const guards = handlers
    .map((handler): Guard | undefined => {
      const permission = permissionOfGuard(handler);
      return permission ? `staff:${permission}` : GUARDS.get(handler);
    })
    .filter((guard) => guard !== undefined);
  if (guards.length > 1)
    throw new Error(`${String(route.method)} ${route.url}: more than one guard`);
  return guards[0] ?? 'none';
}

/**
 * Collects every route the app registers: pass `inventory.onRoute` to createTestApp. HEAD
 * routes Fastify adds beside each GET are left out (the same handler answers them).
 */
export function createRouteInventory() {
  const routes = new Map<string, InventoryRoute>();
  const onRoute = (route: RouteOptions): void => {
    const methods = [route.method].flat().filter((method) => method !== 'HEAD');
    const schema = (route.schema ?? {}) as {
      hide?: boolean;
      querystring?: ZodType;
      body?: ZodType;
      params?: ZodType;
    };
    for (const method of methods) {
      const key = `${method} ${route.url}`;
      routes.set(key, {
        key,
        method,
        url: route.url,
        guard: guardOf(route),
        hidden: Boolean(schema.hide),
        querystring: schema.querystring,
        body: schema.body,
        params: schema.params,
      });
    }
  };
  return { routes, onRoute };
}

/** Keys of one side missing from the other: both lists must be empty. */
export function tableDrift(
  inventory: Iterable<string>,
  table: Iterable<string>,
): { missing: string[]; stale: string[] } {
  const routes = new Set(inventory);
  const entries = new Set(table);
  return {
    missing: [...routes].filter((key) => !entries.has(key)).sort(),
    stale: [...entries].filter((key) => !routes.has(key)).sort(),
  };
}
