import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { ACCESS_TABLE } from './route-access-table';
import { useRouteWorld } from './route-fixtures';
import {
  BODY_MUTATIONS,
  checkAnswer,
  EXTRA_FIELDS,
  EXTRA_MUTATIONS,
  FIXED_MUTATIONS,
  FUZZ_RUNS,
  FUZZ_SEED,
  randomMutation,
} from './route-fuzz';
import { FUZZ_TABLE } from './route-fuzz-table';
import type { InventoryRoute } from './route-inventory';
import {
  callRoute,
  fieldsOf,
  mutate,
  placeOf,
  type Encoding,
  type RouteRequest,
} from './route-table';
import { expectShopInvariants } from './order-invariants';

/**
 * Every route, as every role allowed to call it, from its valid request (route-fuzz-table.ts)
 * with ONE field changed at a time (every fixed mutation, then random ones from a fixed seed):
 * never a 5xx, always the envelope of a known code (or a transport status), and the money and
 * stock invariants hold after each route.
 */
const rw = useRouteWorld();

type Where = ReturnType<typeof fieldsOf>[number]['where'];

function schemaFields(schema: ZodType | undefined): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

/** Every field of the valid request, every field the route's schema knows, and the extra ones. */
function targets(
  key: string,
  route: InventoryRoute | undefined,
  request: RouteRequest,
): { where: Where; field: string }[] {
  const place = placeOf(key, request);
  const found = fieldsOf(request);
  const known = new Set(found.map((f) => `${f.where}:${f.field}`));
  const add = (where: Where, field: string) => {
    if (!known.has(`${where}:${field}`)) {
      known.add(`${where}:${field}`);
      found.push({ where, field });
    }
  };
  for (const field of schemaFields(route?.params)) add('params', field);
  for (const field of schemaFields(place === 'query' ? route?.querystring : route?.body))
    add(place, field);
  for (const field of EXTRA_FIELDS) add(place, field);
  return found;
}

const encodingOf = (value: unknown): Encoding => (typeof value === 'string' ? 'form' : 'json');

describe('fuzzing every route, one field at a time', () => {
  it.each(Object.keys(FUZZ_TABLE))(
    '%s',
    async (key) => {
      const entry = FUZZ_TABLE[key];
      if (!entry) throw new Error('no entry');
      const route = rw.inventory.routes.get(key);
      const raw = entry.raw === true;
      const roles = ACCESS_TABLE[key] ?? [];
      for (const role of roles) {
        const token = rw.w.tokenOf(role);
        const sample = await entry.request(rw.w, role);
        const fields = targets(key, route, sample);
        const send = async (
          target: { where: Where; field: string },
          value: unknown,
          encoding: Encoding,
        ): Promise<void> => {
          const request = mutate(
            await entry.request(rw.w, role),
            target.where,
            target.field,
            value,
          );
          const what = `${key} as ${role}, ${target.where}.${target.field} = ${JSON.stringify(value)?.slice(0, 60)} (${encoding})`;
          checkAnswer(await callRoute(rw.t.app, key, request, token, encoding), raw, what);
        };
        // Every fixed mutation of every field as the first role allowed; random ones as each role.
        const examples: [{ where: Where; field: string }, unknown, Encoding][] =
          role !== roles[0]
            ? []
            : fields.flatMap((target) =>
                (EXTRA_FIELDS.includes(target.field) ? EXTRA_MUTATIONS : FIXED_MUTATIONS).map(
                  (value): [{ where: Where; field: string }, unknown, Encoding] => [
                    target,
                    value,
                    encodingOf(value),
                  ],
                ),
              );
        await fc.assert(
          fc.asyncProperty(
            fc.constantFrom(...fields),
            randomMutation,
            fc.constantFrom<Encoding>('form', 'json'),
            send,
          ),
          {
            seed: FUZZ_SEED,
            numRuns: examples.length + FUZZ_RUNS * fields.length,
            examples,
            endOnFailure: true,
          },
        );
      }
      await expectShopInvariants(rw.t.testDb.database.db);
      // No prototype key sent reached Object.prototype.
      expect(Object.prototype).not.toHaveProperty('polluted');
      expect(Object.keys(Object.prototype)).toEqual([]);
    },
    60_000 * FUZZ_RUNS,
  );

  it('answers whole bodies of any other shape, and every field sent twice, on every POST route', async () => {
    for (const [key, entry] of Object.entries(FUZZ_TABLE)) {
      const role = ACCESS_TABLE[key]?.[0];
      if (!key.startsWith('POST ') || !role) continue;
      const request = await entry.request(rw.w, role);
      const token = request.token ?? rw.w.tokenOf(role);
      const headers = token === undefined ? {} : { 'access-token': token };
      const url = key.slice('POST '.length);
      const twice = new URLSearchParams();
      for (const [field, value] of Object.entries(request.body ?? {})) {
        const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
        twice.append(field, text);
        twice.append(field, text);
      }
      const bodies: (readonly [string, string])[] = [
        ...BODY_MUTATIONS,
        ['application/x-www-form-urlencoded', twice.toString()],
      ];
      for (const [type, payload] of bodies) {
        const response = await rw.t.app.inject({
          method: 'POST',
          url,
          headers: { ...headers, 'content-type': type },
          payload,
        });
        checkAnswer(
          response,
          entry.raw === true,
          `${key} as ${role}, ${type} body ${payload.slice(0, 60)}`,
        );
      }
    }
    await expectShopInvariants(rw.t.testDb.database.db);
    expect(Object.keys(Object.prototype)).toEqual([]);
  }, 60_000);

  it('has a request for every route', () => {
    expect([...rw.inventory.routes.keys()].filter((key) => !FUZZ_TABLE[key])).toEqual([]);
  });
});
