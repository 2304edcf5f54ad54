import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, optionalTime } from './columns';
import { users } from './users';

export const LEDGER_ACCOUNTS = ['balance', 'frozen', 'merchant'] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

/**
 * One row per user and account, locked (SELECT ... FOR UPDATE) by every movement so that
 * concurrent movements on one account run one after another. It holds no amount.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    account: text({ enum: LEDGER_ACCOUNTS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.account] })],
);

/**
 * Every movement of money. `balanceAfterCents` is the running total of the account: the
 * balance is the latest entry's, equal to the sum of the account's amounts, and the check
 * makes a movement that would take it below zero fail in the database itself.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    account: text({ enum: LEDGER_ACCOUNTS }).notNull(),
    /** bigint: a running total may pass the 21 million USD an int4 of cents holds. */
    amountCents: bigint({ mode: 'number' }).notNull(),
    balanceAfterCents: bigint({ mode: 'number' }).notNull(),
    kind: text().notNull(),
    refType: text().notNull(),
    refId: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.userId, t.account, t.id),
    index('ledger_entries_ref_idx').on(t.refType, t.refId),
    check('ledger_entries_balance_check', sql`${t.balanceAfterCents} >= 0`),
    check('ledger_entries_amount_check', sql`${t.amountCents} <> 0`),
  ],
);

export const WALLET_RECORD_KINDS = [
  'recharge',
  'bank_recharge',
  'withdraw',
  'transfer',
  'payment',
  'refund',
  'income',
] as const;
export const WALLET_RECORD_STATES = ['pending', 'submitted', 'finished', 'failed', 'revoked'] as const;

/** What the buyer sees in the wallet's history: top-ups, withdrawals, payments, transfers. */
export const walletRecords = pgTable(
  'wallet_records',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    kind: text({ enum: WALLET_RECORD_KINDS }).notNull(),
    type: text({ enum: ['income', 'expense'] }).notNull(),
    state: text({ enum: WALLET_RECORD_STATES }).notNull(),
    amountCents: integer().notNull(),
    actualAmountCents: integer().notNull(),
    /** The wallet code (deposit wallet or currency) the money moved through. */
    walletCode: text().notNull().default(''),
    certificate: text().notNull().default(''),
    transcationId: text(),
    message: text().notNull().default(''),
    remark: text().notNull().default(''),
    payMethod: text().notNull().default(''),
    /** Bank fields or crypto address a withdrawal is paid to, or a bank recharge came from. */
    details: jsonb().$type<Record<string, string>>().notNull().default({}),
    refType: text(),
    refId: integer(),
    reviewedBy: integer().references(() => users.id),
    reviewedAt: optionalTime(),
    createdAt: createdAt(),
  },
  (t) => [
    index('wallet_records_user_idx').on(t.userId, t.kind, t.createdAt),
    index('wallet_records_review_idx').on(t.kind, t.state),
    /** A transaction id is used once per wallet. */
    uniqueIndex('wallet_records_transaction_key')
      .on(t.walletCode, t.transcationId)
      .where(sql`${t.transcationId} is not null`),
    check('wallet_records_amount_check', sql`${t.amountCents} > 0`),
  ],
);
