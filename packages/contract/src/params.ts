import { z } from 'zod';
import { parseApiAmount } from './money';
import { line } from './text';

/**
 * Parameter helpers shared by the API areas. Query strings and form bodies carry strings, JSON
 * bodies carry numbers and booleans: each helper accepts both.
 */

/** An optional parameter sent empty (`type=`) counts as absent, not as missing or malformed. */
export function optionalParam<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    schema.optional(),
  );
}

/** A record id: a positive integer, sent as a number or a string. */
export const idSchema = z.coerce
  .number({ error: 'not a number' })
  .int({ error: 'not an integer' })
  .min(1, { error: 'not a valid id' })
  .max(2_147_483_647, { error: 'not a valid id' });

/** A yes/no flag: 1, 0, true, false, "1", "0", "true" or "false". */
export const flagSchema = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])], {
    error: 'must be 1 or 0',
  })
  .transform((value) => value === true || value === 1 || value === '1' || value === 'true');

/** A path returned by POST /upload (`/static/uploads/...`); the server checks its owner. */
export const uploadedPathSchema = line()
  .trim()
  .max(255, { error: 'at most 255 characters' })
  .regex(/^\/static\/uploads\/[A-Za-z0-9/_.-]+$/, { error: 'must be a path answered by /upload' });

/**
 * An identity document or payment proof: a private upload's path (`/private/uploads/...`, from
 * /upload with private=1) or, from older clients, a public one, which the server then makes
 * private. The server checks its owner.
 */
export const documentPathSchema = z
  .string()
  .trim()
  .max(255, { error: 'at most 255 characters' })
  .regex(/^\/(static|private)\/uploads\/[A-Za-z0-9/_.-]+$/, {
    error: 'must be a path answered by /upload',
  });

/**
 * A structured value of a form body: a JSON string (the client's encoding) or, in a JSON body,
 * the value itself.
 */
export function jsonParam<T extends z.ZodType>(schema: T) {
  return z.preprocess((value, ctx) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'not valid JSON' });
      return z.NEVER;
    }
  }, schema);
}

/**
 * The shared money input: a USD amount as a JSON number or a form string (contract section 1: at
 * most 2 decimals, not negative, finite, no exponent form, at most MAX_API_AMOUNT_CENTS), read
 * into integer cents. Every money field of a request starts from it; 1000008 with a reason.
 */
export const usdCentsSchema = z
  .union([line(), z.number()], { error: 'not a number' })
  .transform((value, ctx) => {
    const parsed = parseApiAmount(value);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: parsed.reason });
      return z.NEVER;
    }
    return parsed.cents;
  });
