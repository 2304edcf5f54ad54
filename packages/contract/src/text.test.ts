import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as admin from './admin';
import * as auth from './auth';
import * as cart from './cart';
import * as catalog from './catalog';
import * as checkout from './checkout';
import * as notices from './notices';
import * as orders from './orders';
import * as pagination from './pagination';
import * as profile from './profile';
import * as seller from './seller';
import * as site from './site';
import { CONTROL_CHARACTER_REASON, hasTextControl, line, text } from './text';
import * as upload from './upload';
import * as wallet from './wallet';

const MODULES = {
  admin,
  auth,
  cart,
  catalog,
  checkout,
  notices,
  orders,
  pagination,
  profile,
  seller,
  site,
  upload,
  wallet,
};

/** Request schemas are named *BodySchema, *QuerySchema, *ParamsSchema; the auth forms by name. */
const REQUEST_NAME = /(Body|Query|Params)Schema$/;
const NAMED_REQUESTS = new Set(['loginSchema', 'loginIndexSchema', 'registerSchema']);

function requestSchemas(): [string, z.ZodType][] {
  const found: [string, z.ZodType][] = [];
  for (const [moduleName, exports] of Object.entries(MODULES)) {
    for (const [name, value] of Object.entries(exports)) {
      if (!(value instanceof z.ZodType)) continue;
      if (REQUEST_NAME.test(name) || NAMED_REQUESTS.has(name))
        found.push([`${moduleName}.${name}`, value]);
    }
  }
  return found;
}

const NUL_INPUT = 'a\u0000b';

/** A string node (or a pipe that reads strings) that lets a NUL through unchanged. */
function acceptsNul(schema: z.ZodType): boolean {
  const result = schema.safeParse(NUL_INPUT);
  return result.success && typeof result.data === 'string' && hasTextControl(result.data);
}

/**
 * Every path below `schema` where a string is read that would keep a NUL. A pipe that turns
 * control characters into something else (the search term) counts as handling them.
 */
function leaks(schema: z.ZodType, path: string, seen = new Set<z.ZodType>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema.def as unknown as Record<string, unknown> & { type: string };
  const child = (key: string, suffix = '') => leaks(def[key] as z.ZodType, path + suffix, seen);
  switch (def.type) {
    case 'string':
      return acceptsNul(schema) ? [path] : [];
    case 'object':
      return Object.entries((schema as z.ZodObject).shape).flatMap(([key, value]) =>
        leaks(value as z.ZodType, `${path}.${key}`, seen),
      );
    case 'pipe': {
      const parsed = schema.safeParse(NUL_INPUT);
      if (parsed.success && typeof parsed.data === 'string' && !hasTextControl(parsed.data))
        return [];
      return [...child('in'), ...child('out')];
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return child('innerType');
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option) => leaks(option, path, seen));
    case 'intersection':
      return [...child('left'), ...child('right')];
    case 'array':
      return child('element', '[]');
    case 'record':
      return [...child('keyType', '{key}'), ...child('valueType', '{}')];
    case 'tuple':
      return (def.items as z.ZodType[]).flatMap((item, index) =>
        leaks(item, `${path}[${index}]`, seen),
      );
    case 'lazy':
      return leaks((def.getter as () => z.ZodType)(), path, seen);
    default:
      return [];
  }
}

describe('the text rule', () => {
  it('line() refuses every control character, text() allows tab and line breaks only', () => {
    for (const bad of ['\u0000', '\u0001', '\u001b', '\u007f', '\t', '\n', '\r']) {
      const result = line().safeParse(`a${bad}b`);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(CONTROL_CHARACTER_REASON);
    }
    for (const ok of ['\t', '\n', '\r\n']) expect(text().safeParse(`a${ok}b`).success).toBe(true);
    for (const bad of ['\u0000', '\u0008', '\u000b', '\u000c', '\u001f', '\u007f']) {
      expect(text().safeParse(`a${bad}b`).success).toBe(false);
    }
    expect(line().trim().max(5).safeParse('  Ünïcode ✓ ').success).toBe(false);
    expect(line().trim().max(10).safeParse('  Ünïcode ✓ ').data).toBe('Ünïcode ✓');
  });

  it('finds the request schemas to walk', () => {
    const names = requestSchemas().map(([name]) => name);
    expect(names.length).toBeGreaterThan(40);
    expect(names).toEqual(
      expect.arrayContaining([
        'auth.registerSchema',
        'checkout.addressBodySchema',
        'seller.applySellerBodySchema',
      ]),
    );
  });

  it('no string field of any request schema lets a NUL or another control character through', () => {
    const found = requestSchemas().flatMap(([name, schema]) => leaks(schema, name));
    expect(found).toEqual([]);
  });

  it('the walk does see a field that forgets the rule', () => {
    const forgetful = z.object({
      ok: line(),
      nested: z.object({ list: z.array(z.string().trim()) }).optional(),
    });
    expect(leaks(forgetful, 'x')).toEqual(['x.nested.list[]']);
  });
});
