import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { ErrorCode } from '@mall/contract/errors';

/** The values one field is set to, every one of them, for every field of every route. */
export const FIXED_MUTATIONS: readonly unknown[] = [
  '',
  ' \t\r\n ',
  'a\u0000b',
  '\u0001\u0008\u001b\u007f\u202e',
  'x'.repeat(10_000),
  '-1',
  '1e5',
  '0x10',
  '9'.repeat(40),
  'NaN',
  '1.005',
  '{"__proto__":{"polluted":1}}',
  'constructor',
  -1,
  1.5,
  2_147_483_648,
  1e308,
  true,
  null,
  ['a', 'b'],
  { a: { b: [1] } },
  JSON.parse('{"__proto__":{"polluted":1}}') as unknown,
];

/** The values an extra field (unknown, or a prototype key) is sent with. */
export const EXTRA_MUTATIONS: readonly unknown[] = ['x', { polluted: 1 }, ['a'], 'a\u0000b'];

/** Random values besides: strings with control characters, numbers of every size, arrays, objects. */
export const randomMutation: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({
    unit: fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
    maxLength: 8,
  }),
  fc.integer({ min: -2_147_483_649, max: 2_147_483_649 }),
  fc.double(),
  fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }).map(String),
  fc.integer({ min: 0, max: 0xffffff }).map((n) => `0x${n.toString(16)}`),
  fc
    .tuple(fc.integer({ min: -9, max: 9 }), fc.integer({ min: -400, max: 400 }))
    .map(([m, e]) => `${m}e${e}`),
  fc.array(fc.oneof(fc.string({ maxLength: 5 }), fc.integer()), { maxLength: 4 }),
  fc.dictionary(
    fc.constantFrom('__proto__', 'constructor', 'prototype', 'a', 'toString'),
    fc.oneof(fc.integer(), fc.string({ maxLength: 5 })),
    {
      maxKeys: 3,
    },
  ),
);

/** Fields sent besides those of the route: an unknown one and prototype keys. */
export const EXTRA_FIELDS = [
  'zz_unknown_field',
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
];

/** The fixed seed of the sweep (FUZZ_SEED=... to try another; printed on failure by fast-check). */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);

/** Random mutations per field and role (FUZZ_RUNS=20 for a longer hunt; CI keeps 1). */
export const FUZZ_RUNS = Math.max(1, Number(process.env.FUZZ_RUNS ?? 1));

const KNOWN_CODES = new Set<number>([200, ...Object.values(ErrorCode)]);

/**
 * Transport statuses besides 200: a URL that cannot be decoded (400) or a path parameter over
 * the router's limit (414), both answered before routing; unknown route, body too large, rate limit.
 */
const TRANSPORT = new Set([400, 404, 413, 414, 429]);

/**
 * What an answer may be: never 5xx; HTTP 200 with the envelope of a known code (a raw route
 * may answer its bytes instead), or a transport status with its small body. Answers the
 * envelope's code (null for raw bytes and transport statuses).
 */
export function checkAnswer(
  response: LightMyRequestResponse,
  raw: boolean,
  what: string,
): number | null {
  const status = response.statusCode;
  if (status >= 500) throw new Error(`${what}: HTTP ${status} ${response.body.slice(0, 300)}`);
  // Files, pages and the OpenAPI UI answer as files do (a redirect, 403 for a path outside the root).
  if (raw && status !== 200) return null;
  if (status !== 200) {
    if (!TRANSPORT.has(status))
      throw new Error(
        `${what}: HTTP ${status} is not a transport status: ${response.body.slice(0, 300)}`,
      );
    return null;
  }
  const isJson = String(response.headers['content-type'] ?? '').includes('application/json');
  if (raw && !isJson) return null;
  let body: { code?: unknown; message?: unknown; data?: unknown };
  try {
    body = response.json();
  } catch {
    if (raw) return null;
    throw new Error(`${what}: not JSON: ${response.body.slice(0, 300)}`);
  }
  if (raw && (typeof body !== 'object' || body === null || !('code' in body))) return null;
  if (typeof body.code !== 'number' || typeof body.message !== 'string' || !('data' in body))
    throw new Error(`${what}: not an envelope: ${response.body.slice(0, 300)}`);
  if (!KNOWN_CODES.has(body.code))
    throw new Error(`${what}: code ${body.code} is not in the catalogue`);
  // Validation answers name the field (1000008 also says why); only a refused role has no field.
  const data = body.data as { field?: unknown; reason?: unknown } | null;
  if (body.code === ErrorCode.MissingParameter && typeof data?.field !== 'string')
    throw new Error(`${what}: 1000009 without data.field: ${response.body.slice(0, 300)}`);
  if (
    body.code === ErrorCode.InvalidParameter &&
    (typeof data?.reason !== 'string' ||
      (typeof data.field !== 'string' && data.reason !== 'forbidden'))
  )
    throw new Error(
      `${what}: 1000008 without data.field and data.reason: ${response.body.slice(0, 300)}`,
    );
  return body.code;
}

/** Whole bodies that are not a form of fields: other JSON values, broken encodings, other types. */
export const BODY_MUTATIONS: readonly [contentType: string, payload: string][] = [
  ['application/json', '[]'],
  ['application/json', 'null'],
  ['application/json', '"x"'],
  ['application/json', '123'],
  ['application/json', 'true'],
  ['application/json', '{bad'],
  ['application/json', '{"__proto__":{"polluted":1}}'],
  ['application/json', '{"constructor":{"prototype":{"polluted":1}}}'],
  ['application/json; charset=utf-16', '{}'],
  ['application/x-www-form-urlencoded', 'a=1&a=2&%zz=1'],
  ['application/x-www-form-urlencoded', '%'],
  ['application/x-www-form-urlencoded', '__proto__[polluted]=1&constructor[prototype][polluted]=1'],
  ['text/plain', 'hello'],
  ['application/xml', '<a/>'],
  ['multipart/form-data; boundary=x', '--x\r\n'],
];
