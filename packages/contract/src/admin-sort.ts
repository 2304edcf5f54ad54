import { z } from 'zod';
import { optionalParam } from './params';

/**
 * A sort parameter: a field, ascending, or the field after `-`, descending (`-created_at`).
 * Answers `{field, desc}`.
 */
export function sortParam<const F extends readonly [string, ...string[]]>(fields: F) {
  const values = fields.flatMap((field) => [field, `-${field}`]);
  return optionalParam(
    z
      .string()
      .refine((value) => values.includes(value), {
        error: `one of ${values.join(', ')}`,
      })
      .transform((value) => ({
        field: value.replace(/^-/, '') as F[number],
        desc: value.startsWith('-'),
      })),
  );
}
