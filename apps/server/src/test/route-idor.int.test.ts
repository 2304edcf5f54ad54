import { describe, expect, it } from 'vitest';
import { ACCESS_TABLE } from './route-access-table';
import { BASE_ROLES, MISSING_ID, useRouteWorld } from './route-fixtures';
import { checkAnswer } from './route-fuzz';
import { FUZZ_TABLE } from './route-fuzz-table';
import { IDOR_TABLE } from './route-idor-table';
import { callRoute, fieldsOf, isRecordField, mutate, placeOf } from './route-table';
import { expectShopInvariants } from './order-invariants';

/**
 * The IDOR sweep (contract section 1, Authentication): a record id or upload path of another
 * user of the same role is answered exactly as one that does not exist. Driven by the route
 * inventory: a guarded route that takes a record id or an upload path needs an IDOR entry.
 * The other buyer's records (orders and refunds of the seller's own shop among them) are tried
 * as the buyer and as that seller.
 */
const rw = useRouteWorld();

function schemaFields(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

/** A value of the same form as the victim's that names nothing. */
function missing(value: unknown): unknown {
  if (typeof value === 'number') return MISSING_ID;
  if (Array.isArray(value)) return value.map(missing);
  if (typeof value === 'string') return value.replace(/[0-9a-f]{32}/, 'f'.repeat(32));
  throw new Error(`no missing form of ${JSON.stringify(value)}`);
}

describe('the IDOR sweep', () => {
  it('has an entry for every guarded route that takes a record id or an upload path', () => {
    const uncovered: string[] = [];
    for (const route of rw.inventory.routes.values()) {
      if (route.guard === 'none') continue;
      const fields = [route.params, route.querystring, route.body]
        .flatMap(schemaFields)
        .filter(isRecordField);
      const entry = IDOR_TABLE[route.key];
      for (const field of fields) {
        if (!entry?.sweep?.[field] && !entry?.public?.[field])
          uncovered.push(`${route.key} ${field}`);
      }
      for (const field of [
        ...Object.keys(entry?.sweep ?? {}),
        ...Object.keys(entry?.public ?? {}),
      ]) {
        if (!fields.includes(field))
          uncovered.push(`${route.key} ${field}: not a field of the route`);
      }
    }
    expect(uncovered).toEqual([]);
  });

  // Buyer records are also swept as the seller whose shop sold them: a shop sees its orders and
  // refunds through the seller routes only.
  const swept = Object.entries(IDOR_TABLE).flatMap(([key, entry]) =>
    Object.keys(entry.sweep ?? {}).flatMap((field) =>
      (entry.role === 'seller' ? (['seller'] as const) : (['buyer', 'seller'] as const)).map(
        (role) => ({ key, field, role }),
      ),
    ),
  );

  it.each(swept)('$key $field as $role', async ({ key, field, role }) => {
    const entry = FUZZ_TABLE[key];
    const victimValue = IDOR_TABLE[key]?.sweep?.[field];
    if (!entry || !victimValue) throw new Error(`${key}: no fuzz or IDOR entry`);
    expect(ACCESS_TABLE[key], `${key} is open to ${role}`).toContain(role);
    // The other buyer buys in the seller's shop; the other seller owns a shop of its own.
    const victim = IDOR_TABLE[key]?.role === 'seller' ? rw.w.otherSeller : rw.w.otherBuyer;
    const theirs = victimValue(victim);
    const answer = async (value: unknown) => {
      const request = await entry.request(rw.w, role);
      const where =
        fieldsOf(request).find((f) => f.field === field)?.where ?? placeOf(key, request);
      const response = await callRoute(
        rw.t.app,
        key,
        mutate(request, where, field, value),
        rw.w.tokenOf(role),
        'json',
      );
      const code = checkAnswer(
        response,
        entry.raw === true,
        `${key} ${field}=${JSON.stringify(value)}`,
      );
      return code === null
        ? { status: response.statusCode, bytes: response.rawPayload.length }
        : response.json<unknown>();
    };
    const forNothing = await answer(missing(theirs));
    const forTheirs = await answer(theirs);
    expect(forTheirs, `${key}: ${field} of another ${role} answered unlike a missing one`).toEqual(
      forNothing,
    );
    expect(
      (forNothing as { code: number }).code,
      `${key}: a missing ${field} was accepted`,
    ).not.toBe(200);
    // The caller's own record (last: it may change it) answers otherwise, so the sweep reaches records at all.
    const idor = IDOR_TABLE[key];
    if (!idor?.ownAnswersAsMissing) {
      const mine = victimValue(role === 'seller' ? rw.w.seller : rw.w.buyer);
      expect(
        await answer(mine),
        `${key}: the caller's own ${field} answered as a missing one`,
      ).not.toEqual(forNothing);
    }
  });

  it('shows no other user’s account email, session token or private upload to a visitor, buyer or seller', async () => {
    const leaks: string[] = [];
    for (const [key, entry] of Object.entries(FUZZ_TABLE)) {
      if (key.endsWith('/logout')) continue;
      for (const role of BASE_ROLES.filter(
        (r) => r !== 'admin' && ACCESS_TABLE[key]?.includes(r),
      )) {
        const body = (
          await callRoute(rw.t.app, key, await entry.request(rw.w, role), rw.w.tokenOf(role))
        ).body;
        for (const other of [
          rw.w.buyer,
          rw.w.otherBuyer,
          rw.w.seller,
          rw.w.otherSeller,
          rw.w.admin,
        ].filter((a) => a !== rw.w.actorOf(role))) {
          for (const [what, value] of [
            ['email', other.email],
            ['token', other.token],
            ['private upload', other.privateUpload],
          ]) {
            if (value && body.includes(value))
              leaks.push(`${key} as ${role} shows the ${what} of user ${other.id}`);
          }
        }
      }
    }
    expect(leaks).toEqual([]);
  }, 60_000);

  it('left every record of the other users as it was (and the invariants hold)', async () => {
    await expectShopInvariants(rw.t.testDb.database.db);
  });
});
