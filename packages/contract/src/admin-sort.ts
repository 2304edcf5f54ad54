import { z } from 'zod';
import { optionalParam } from './params';

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * A back-office list's sort parameters, as the back office's table sends them
 * (`features/back-office/table/use-table-state.ts`): `sort`, one of the list's fields, and
 * `order`, asc or desc (default desc). Spread into the query schema.
 */
export function sortFields<const F extends readonly [string, ...string[]]>(
  fields: F,
  defaultField: F[number],
) {
  return {
    sort: optionalParam(z.enum(fields, { error: `one of ${fields.join(', ')}` })).describe(
      `${fields.join(', ')}; default ${defaultField}`,
    ),
    order: optionalParam(z.enum(SORT_ORDERS, { error: 'asc or desc' })).describe(
      'asc or desc (default)',
    ),
  };
}
