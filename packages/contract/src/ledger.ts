import { z } from 'zod';
import { optionalParam } from './params';

/** A user's accounts: spendable balance, withdrawals waiting for review, a shop's earnings. */
export const USER_ACCOUNTS = ['balance', 'frozen', 'merchant'] as const;
/** The platform's accounts: paid orders not yet completed, and commission earned. */
export const PLATFORM_ACCOUNTS = ['escrow', 'commission'] as const;
/** The ledger's accounts: a user's, then the platform's. */
export const LEDGER_ACCOUNT_KINDS = [...USER_ACCOUNTS, ...PLATFORM_ACCOUNTS] as const;
export type UserAccount = (typeof USER_ACCOUNTS)[number];
export type PlatformAccount = (typeof PLATFORM_ACCOUNTS)[number];
export type LedgerAccount = (typeof LEDGER_ACCOUNT_KINDS)[number];

/**
 * GET /admin/ledger/reconcile (contract 6.7): what entered, what left, what every account
 * holds, and the difference, which is 0 while the money model holds.
 */
export const reconciliationSchema = z.object({
  money_in: z
    .number()
    .describe('USD that entered: approved top-ups and bank recharges, confirmed bank payments'),
  money_out: z.number().describe('USD that left: approved withdrawals'),
  accounts_total: z.number().describe('USD held by all accounts, users’ and the platform’s'),
  difference: z
    .number()
    .describe('accounts_total - (money_in - money_out): 0 while the books balance'),
  accounts: z
    .object(
      Object.fromEntries(LEDGER_ACCOUNT_KINDS.map((kind) => [kind, z.number()])) as Record<
        (typeof LEDGER_ACCOUNT_KINDS)[number],
        z.ZodNumber
      >,
    )
    .describe('USD held per kind of account'),
  drifted_accounts: z
    .number()
    .int()
    .describe('accounts whose balance differs from the sum of their entries: 0'),
  checked_at: z.string(),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;

/** GET /admin/ledger/commission: the periods it groups by. */
export const COMMISSION_PERIODS = ['day', 'month'] as const;
export type CommissionPeriod = (typeof COMMISSION_PERIODS)[number];

const dayParam = (what: string) =>
  optionalParam(z.iso.date({ error: 'a date, YYYY-MM-DD' })).describe(what);

export const commissionQuerySchema = z
  .object({
    from: dayParam('from this day (UTC), included; from the first entry without'),
    to: dayParam('to this day (UTC), included; to today without'),
    by: optionalParam(z.enum(COMMISSION_PERIODS, { error: 'day or month' })).describe(
      'group by day or by month (default)',
    ),
    shops: optionalParam(
      z.coerce
        .number({ error: 'not a number' })
        .int({ error: 'not an integer' })
        .min(1, { error: 'at least 1' })
        .max(100, { error: 'at most 100' }),
    ).describe('how many top shops to list (default 10)'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    error: 'not before from',
  });
export type CommissionQuery = z.output<typeof commissionQuerySchema>;

/**
 * What the platform's commission account earned: commission taken at completion less what it
 * gave back on refunds, in USD, in total, per period and for the shops that earned it most.
 */
export const commissionReportSchema = z.object({
  from: z.string().nullable(),
  to: z.string().nullable(),
  by: z.enum(COMMISSION_PERIODS),
  total: z.number().describe('net commission in the range, USD'),
  orders: z.number().int().describe('orders whose commission was taken in the range'),
  periods: z
    .array(
      z.object({
        period: z.string().describe('YYYY-MM-DD (by day) or YYYY-MM (by month), UTC'),
        amount: z.number(),
        orders: z.number().int(),
      }),
    )
    .describe('oldest first; periods without movement are left out'),
  shops: z
    .array(
      z.object({
        shop_id: z.number().int().nullable().describe('null: movements not tied to a shop'),
        name: z.string(),
        amount: z.number(),
        orders: z.number().int(),
      }),
    )
    .describe('the shops that earned the platform most in the range, most first'),
});
export type CommissionReport = z.infer<typeof commissionReportSchema>;
