import { z } from 'zod';

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
