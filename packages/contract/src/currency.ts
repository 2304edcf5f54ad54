import { z } from 'zod';
import { parseRate } from './money';
import { pageQuerySchema } from './pagination';
import { flagSchema, optionalParam } from './params';
import { CURRENCY_CODE_PATTERN, LIST_SORT_MAX } from './rules';
import { line } from './text';

export { CURRENCY_CODE_PATTERN };
export const CURRENCY_NAME_MAX = 60;
export const CURRENCY_SYMBOL_MAX = 8;
export const CURRENCY_SORT_MAX = LIST_SORT_MAX;

export const currencyCodeSchema = line()
  .trim()
  .regex(CURRENCY_CODE_PATTERN, { error: 'a currency code of 3 capital letters (EUR)' });

/**
 * A rate per USD: a decimal string (a JSON number is read as one), up to 6 decimals, above 0;
 * read into its plain form ("07.50" -> "7.5").
 */
export const rateSchema = z
  .union([line(), z.number()], { error: 'a decimal number such as 7.1234' })
  .transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value.trim();
    const micros = parseRate(text);
    if (micros === null) {
      ctx.addIssue({
        code: 'custom',
        message: /^\d+\.\d{7,}$/.test(text)
          ? 'at most 6 decimals'
          : 'a decimal number above 0 with at most 6 decimals (at most 9 digits before the point)',
      });
      return z.NEVER;
    }
    const fraction = (micros % 1_000_000n).toString().padStart(6, '0').replace(/0+$/, '');
    return fraction ? `${micros / 1_000_000n}.${fraction}` : String(micros / 1_000_000n);
  });

/**
 * POST /admin/currency/save (contract 6.7): `code`, `rate`, `symbol?`, `name?`; also `enabled?`
 * and `sort?`. A new code creates the currency (name and symbol default to the code).
 */
export const currencySaveBodySchema = z.object({
  code: currencyCodeSchema,
  rate: rateSchema.describe('units of this currency per 1 USD, e.g. "7.1234"'),
  symbol: optionalParam(
    line()
      .trim()
      .min(1)
      .max(CURRENCY_SYMBOL_MAX, { error: `at most ${CURRENCY_SYMBOL_MAX} characters` }),
  ).describe('e.g. €; a new currency without one shows its code'),
  name: optionalParam(
    line()
      .trim()
      .min(1)
      .max(CURRENCY_NAME_MAX, { error: `at most ${CURRENCY_NAME_MAX} characters` }),
  ).describe('e.g. Euro; a new currency without one is named by its code'),
  enabled: optionalParam(flagSchema).describe('1 listed by get_currency, 0 hidden (not USD)'),
  sort: optionalParam(
    z.coerce
      .number({ error: 'not a number' })
      .int({ error: 'not an integer' })
      .min(0, { error: 'at least 0' })
      .max(CURRENCY_SORT_MAX, { error: `at most ${CURRENCY_SORT_MAX}` }),
  ).describe('the order get_currency lists it in (smaller first)'),
});
export type CurrencySaveBody = z.output<typeof currencySaveBodySchema>;

/** One change of a currency's rate. */
export const currencyRateChangeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  rate_before: z.string().nullable().describe('null when the change created the currency'),
  rate_after: z.string(),
  actor: z.object({ id: z.number().int(), email: z.string() }),
  created_at: z.string(),
});
export type CurrencyRateChange = z.infer<typeof currencyRateChangeSchema>;

/** A currency as the back office sees it. */
export const adminCurrencySchema = z.object({
  code: z.string(),
  name: z.string(),
  symbol: z.string(),
  rate: z.string().describe('units per 1 USD, without trailing zeros'),
  enabled: z.boolean(),
  sort: z.number().int(),
  last_change: currencyRateChangeSchema.nullable().describe('the latest rate change, if any'),
});
export type AdminCurrency = z.infer<typeof adminCurrencySchema>;

export const adminCurrencyListSchema = z.object({ list: z.array(adminCurrencySchema) });
export type AdminCurrencyList = z.infer<typeof adminCurrencyListSchema>;

/** GET /admin/currency/history: newest first. */
export const currencyHistoryQuerySchema = pageQuerySchema.extend({
  code: optionalParam(currencyCodeSchema).describe('one currency; every currency without'),
});
export type CurrencyHistoryQuery = z.output<typeof currencyHistoryQuerySchema>;

export const currencyHistoryPageSchema = z.object({
  list: z.array(currencyRateChangeSchema),
  total: z.number().int(),
  page: z.number().int(),
  pagesize: z.number().int(),
});
export type CurrencyHistoryPage = z.infer<typeof currencyHistoryPageSchema>;
