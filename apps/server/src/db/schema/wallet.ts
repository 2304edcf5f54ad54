import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, optionalTime } from './columns';
import { LEDGER_ACCOUNT_KINDS, PLATFORM_ACCOUNTS } from '@mall/contract/ledger';
import {
  WALLET_RECORD_KINDS,
  WALLET_RECORD_STATES,
  WALLET_RECORD_TYPES,
} from '@mall/contract/wallet';
import { users } from './users';

const PLATFORM_LIST = sql.raw(PLATFORM_ACCOUNTS.map((a) => `'${a}'`).join(', '));

/**
 * One row per account: a user's (user_id set) or the platform's (user_id null), locked
 * (SELECT ... FOR UPDATE) by every movement so that concurrent movements on one account run
 * one after another. It holds no amount.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    account: text({ enum: LEDGER_ACCOUNT_KINDS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('ledger_accounts_key').on(t.userId, t.account).nullsNotDistinct(),
    check(
      'ledger_accounts_owner_check',
      sql`(${t.userId} is null) = (${t.account} in (${PLATFORM_LIST}))`,
    ),
  ],
);

/**
 * Every movement of money: an amount from one account to another. A transfer without a
 * source is money entering (an approved top-up, a confirmed bank payment); one without a
 * destination is money leaving (an approved withdrawal). So the sum over all accounts is
 * always what entered minus what left (the reconciliation).
 */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: id(),
    fromUserId: integer(),
    fromAccount: text({ enum: LEDGER_ACCOUNT_KINDS }),
    toUserId: integer(),
    toAccount: text({ enum: LEDGER_ACCOUNT_KINDS }),
    amountCents: bigint({ mode: 'number' }).notNull(),
    kind: text().notNull(),
    refType: text().notNull(),
    refId: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_transfers_ref_idx').on(t.refType, t.refId),
    check('ledger_transfers_amount_check', sql`${t.amountCents} > 0`),
    check(
      'ledger_transfers_sides_check',
      sql`${t.fromAccount} is not null or ${t.toAccount} is not null`,
    ),
  ],
);

/**
 * Each side of a transfer on one account. `balanceAfterCents` is the running total of the
 * account: the balance is the latest entry's, equal to the sum of the account's amounts, and
 * the check makes a movement that would take it below zero fail in the database itself.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id(),
    transferId: integer()
      .notNull()
      .references(() => ledgerTransfers.id),
    /** null: a platform account. */
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    account: text({ enum: LEDGER_ACCOUNT_KINDS }).notNull(),
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
    index('ledger_entries_transfer_idx').on(t.transferId),
    check('ledger_entries_balance_check', sql`${t.balanceAfterCents} >= 0`),
    check('ledger_entries_amount_check', sql`${t.amountCents} <> 0`),
  ],
);

/** What the buyer sees in the wallet's history: top-ups, withdrawals, payments, transfers. */
export const walletRecords = pgTable(
  'wallet_records',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    kind: text({ enum: WALLET_RECORD_KINDS }).notNull(),
    type: text({ enum: WALLET_RECORD_TYPES }).notNull(),
    state: text({ enum: WALLET_RECORD_STATES }).notNull(),
    /** bigint: amounts up to the API maximum (10^12 cents), see MAX_API_AMOUNT_CENTS. */
    amountCents: bigint({ mode: 'number' }).notNull(),
    actualAmountCents: bigint({ mode: 'number' }).notNull(),
    /** The wallet code (deposit wallet or currency) the money moved through. */
    walletCode: text().notNull().default(''),
    certificate: text().notNull().default(''),
    transactionId: text(),
    /** The client's idempotency key of a withdrawal or transfer (request_id). */
    requestId: text(),
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
    /** A transaction id is used once per wallet, compared as normalizeTransactionId does (trimmed, upper case). */
    uniqueIndex('wallet_records_transaction_key')
      .on(t.walletCode, sql`upper(trim(${t.transactionId}))`)
      .where(sql`${t.transactionId} is not null`),
    /** A retried withdrawal or transfer finds the record its first try made. */
    uniqueIndex('wallet_records_request_key')
      .on(t.userId, t.requestId)
      .where(sql`${t.requestId} is not null`),
    check('wallet_records_amount_check', sql`${t.amountCents} > 0`),
  ],
);
