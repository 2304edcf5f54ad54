import { ErrorCode } from '@mall/contract/errors';
import { describe, expect, it } from 'vitest';
import { ACCESS_TABLE } from './route-access-table';
import { hasPermission, isStaff, REVIEW_PERMISSION, type Permission } from '@mall/contract/staff';
import { BASE_ROLES, ROLES, useRouteWorld, type Role } from './route-fixtures';
import { checkAnswer } from './route-fuzz';
import { FUZZ_TABLE } from './route-fuzz-table';
import { IDOR_TABLE } from './route-idor-table';
import { tableDrift, type Guard } from './route-inventory';
import { callRoute } from './route-table';

/**
 * The route inventory (every route the app registers, read through onRoute) against the fuzz,
 * access and IDOR tables, and the access matrix: every route called as a visitor, a buyer, a
 * seller and an admin; a caller the access table leaves out gets exactly the contract's answer.
 */
const rw = useRouteWorld();

describe('the route inventory', () => {
  it('finds the routes of every module, with their guards', () => {
    const guards = new Map(
      [...rw.inventory.routes.values()].map((route) => [route.key, route.guard]),
    );
    expect(guards.get('GET /api/customer/order/view')).toBe('user');
    expect(guards.get('POST /api/seller/order/ship')).toBe('seller');
    expect(guards.get('GET /api/admin/ledger/reconcile')).toBe('staff:money');
    expect(guards.get('GET /api/admin/review/index')).toBe('staff');
    expect(guards.get('GET /api/customer/product/detail')).toBe('none');
    expect(rw.inventory.routes.size).toBeGreaterThan(90);
  });

  it('has a fuzz table entry for every route, and none for a route that is gone', () => {
    expect(tableDrift(rw.inventory.routes.keys(), Object.keys(FUZZ_TABLE))).toEqual({
      missing: [],
      stale: [],
    });
  });

  it('has an access table entry for every route, and none for a route that is gone', () => {
    expect(tableDrift(rw.inventory.routes.keys(), Object.keys(ACCESS_TABLE))).toEqual({
      missing: [],
      stale: [],
    });
  });

  it('has no IDOR table entry for a route that is gone', () => {
    expect(tableDrift(rw.inventory.routes.keys(), Object.keys(IDOR_TABLE)).stale).toEqual([]);
  });

  it('lets in exactly the roles its guard lets in (the tables say who, the guards do it)', () => {
    const expected = (guard: Guard, key: string): readonly Role[] => {
      if (guard === 'none') return BASE_ROLES;
      if (guard === 'user') return ['buyer', 'seller', 'admin'];
      if (guard === 'seller') return ['seller'];
      if (guard === 'staff' && !key.includes('/admin/review/'))
        return ROLES.filter((role) => isStaff([role]));
      // Review routes check the permission of the application type their fuzz request sends (400).
      const permission: Permission =
        guard === 'staff' ? REVIEW_PERMISSION[400] : permissionOf(guard);
      return ROLES.filter((role) => hasPermission([role], permission));
    };
    const wrong = [...rw.inventory.routes.values()]
      .filter(
        (route) =>
          JSON.stringify(ACCESS_TABLE[route.key]) !==
          JSON.stringify(expected(route.guard, route.key)),
      )
      .map(
        (route) =>
          `${route.key}: guard ${route.guard}, table ${JSON.stringify(ACCESS_TABLE[route.key])}`,
      );
    expect(wrong).toEqual([]);
  });
});

function permissionOf(guard: `staff:${Permission}`): Permission {
  return guard.slice('staff:'.length) as Permission;
}

/** The contract's answer to a caller the route does not let in. */
function refusal(role: Role): { code: number; data: unknown } {
  return role === 'visitor'
    ? { code: ErrorCode.NotLoggedIn, data: null }
    : { code: ErrorCode.InvalidParameter, data: { reason: 'forbidden' } };
}

describe('the access matrix', () => {
  it.each(Object.keys(ACCESS_TABLE))('%s', async (key) => {
    const allowed = ACCESS_TABLE[key] ?? [];
    const entry = FUZZ_TABLE[key];
    if (!entry || !allowed[0]) throw new Error(`${key}: no fuzz entry or nobody allowed`);
    if (rw.inventory.routes.get(key)?.guard !== 'none') {
      // A token that is not one: 1000004 whatever the route's role.
      const response = await callRoute(
        rw.t.app,
        key,
        { ...(await entry.request(rw.w, allowed[0])), token: undefined },
        'not-a-token',
      );
      expect(response.json(), `${key} with a malformed token`).toMatchObject({
        code: ErrorCode.InvalidToken,
      });
    }
    const guard = rw.inventory.routes.get(key)?.guard ?? 'none';
    for (const role of guard.startsWith('staff') ? ROLES : BASE_ROLES) {
      const what = `${key} as ${role}`;
      if (allowed.includes(role)) {
        const request = await entry.request(rw.w, role);
        const response = await callRoute(rw.t.app, key, request, rw.w.tokenOf(role));
        const code = checkAnswer(response, entry.raw === true, what);
        const data =
          code === null
            ? null
            : (response.json<{ data: unknown }>().data as { reason?: unknown } | null);
        expect(
          code === ErrorCode.NotLoggedIn ||
            (code === ErrorCode.InvalidParameter && data?.reason === 'forbidden'),
          `${what}: refused`,
        ).toBe(false);
        // The fuzz table's request is valid: it succeeds, or the world's state refuses it past
        // validation. Staff roles besides the owner call after the owner, whose call may have
        // changed the record (an application decided): for them, not being refused is the check.
        const refused = entry.refused && (entry.refused.roles ?? allowed).includes(role);
        if (!(BASE_ROLES as readonly Role[]).includes(role)) continue;
        if (!refused)
          expect(
            code === 200 || (code === null && response.statusCode < (entry.raw ? 400 : 201)),
            `${what}: ${response.body.slice(0, 200)}`,
          ).toBe(true);
        else
          expect(
            [200, ErrorCode.InvalidParameter, ErrorCode.MissingParameter],
            `${what}: ${response.body.slice(0, 200)}`,
          ).not.toContain(code);
      } else {
        // The request of a role that may call it, sent with this role's token (or none).
        const request = { ...(await entry.request(rw.w, allowed[0])), token: undefined };
        const response = await callRoute(rw.t.app, key, request, rw.w.tokenOf(role));
        expect(response.statusCode, what).toBe(200);
        expect(response.json(), what).toMatchObject(refusal(role));
      }
    }
  });
});
