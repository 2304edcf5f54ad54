import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import {
  USER_ACCOUNTS,
  type LedgerAccount,
  type PlatformAccount,
  type UserAccount,
} from '@mall/contract/ledger';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../../db/schema/index';

/** A user's account, or one of the platform's (userId null). */
export type AccountKey =
  { userId: number; account: UserAccount } | { userId: null; account: PlatformAccount };

/** A movement of an amount from one account to another (contract 6.1). */
export interface TransferRow {
  /** null: money entering. */
  from: AccountKey | null;
  /** null: money leaving. */
  to: AccountKey | null;
  /** Positive cents; a transfer of 0 is skipped. */
  amountCents: number;
  kind: string;
  refType: string;
  refId: number;
}

export interface EntryRow {
  transferId: number;
  key: AccountKey;
  amountCents: number;
  balanceAfterCents: number;
  kind: string;
  refType: string;
  refId: number;
}

const ownerIs = (userId: number | null) =>
  userId === null ? isNull(ledgerEntries.userId) : eq(ledgerEntries.userId, userId);

const accountOwner = (userId: number | null) =>
  userId === null
    ? sql`${ledgerAccounts.userId} is null`
    : sql`${ledgerAccounts.userId} = ${userId}`;
const entryOwner = (userId: number | null) =>
  userId === null ? sql`${ledgerEntries.userId} is null` : sql`${ledgerEntries.userId} = ${userId}`;

/** Locks the account's row until the transaction ends; false when it does not exist yet. */
async function lockRow(tx: Tx, key: AccountKey): Promise<boolean> {
  const result = (await tx.execute(
    sql`select 1 from ${ledgerAccounts} where ${accountOwner(key.userId)} and ${ledgerAccounts.account} = ${key.account} for update`,
  )) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

/**
 * Locks the account's row until the transaction ends (creating it on first use), so that
 * movements on one account run one after another. Read its balance after locking, in a later
 * statement: one that waited for the lock must see what the holder committed.
 */
export async function lockAccount(tx: Tx, key: AccountKey): Promise<void> {
  if (await lockRow(tx, key)) return;
  await tx
    .insert(ledgerAccounts)
    .values({ userId: key.userId, account: key.account })
    .onConflictDoNothing();
  if (!(await lockRow(tx, key)))
    throw new Error(`ledger account ${key.account} could not be created`);
}

/** The balances of several accounts in one statement (0 for an account without entries). */
export async function balancesOfKeys(db: DbOrTx, keys: readonly AccountKey[]): Promise<number[]> {
  if (keys.length === 0) return [];
  const lookups = keys.map(
    (key) =>
      sql`(select ${ledgerEntries.balanceAfterCents} from ${ledgerEntries}
           where ${entryOwner(key.userId)} and ${ledgerEntries.account} = ${key.account}
           order by ${ledgerEntries.id} desc limit 1)`,
  );
  const result = (await db.execute(
    sql`select array[${sql.join(lookups, sql`, `)}]::bigint[] as balances`,
  )) as unknown as {
    rows: { balances: (string | number | null)[] }[];
  };
  const balances = result.rows[0]?.balances ?? [];
  return keys.map((_, i) => Number(balances[i] ?? 0));
}

/** The account's balance: the running total of its latest entry (0 before any). */
export async function balanceOf(db: DbOrTx, key: AccountKey): Promise<number> {
  const [latest] = await db
    .select({ balance: ledgerEntries.balanceAfterCents })
    .from(ledgerEntries)
    .where(and(ownerIs(key.userId), eq(ledgerEntries.account, key.account)))
    .orderBy(desc(ledgerEntries.id))
    .limit(1);
  return latest?.balance ?? 0;
}

/** A user's three balances in one query. */
export async function balancesOf(db: DbOrTx, userId: number): Promise<Record<UserAccount, number>> {
  const rows = await db
    .selectDistinctOn([ledgerEntries.account], {
      account: ledgerEntries.account,
      balance: ledgerEntries.balanceAfterCents,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId))
    .orderBy(ledgerEntries.account, desc(ledgerEntries.id));
  const result = Object.fromEntries(USER_ACCOUNTS.map((account) => [account, 0])) as Record<
    UserAccount,
    number
  >;
  for (const row of rows)
    if (row.account in result) result[row.account as UserAccount] = row.balance;
  return result;
}

/** Writes a transfer and answers its id. */
export async function insertTransfer(tx: Tx, row: TransferRow): Promise<number> {
  const [inserted] = await tx
    .insert(ledgerTransfers)
    .values({
      fromUserId: row.from?.userId ?? null,
      fromAccount: row.from?.account ?? null,
      toUserId: row.to?.userId ?? null,
      toAccount: row.to?.account ?? null,
      amountCents: row.amountCents,
      kind: row.kind,
      refType: row.refType,
      refId: row.refId,
    })
    .returning({ id: ledgerTransfers.id });
  if (!inserted) throw new Error('the transfer was not written');
  return inserted.id;
}

/** Writes the sides of transfers on their accounts, with each account's running total. */
export async function insertEntries(tx: Tx, rows: readonly EntryRow[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(ledgerEntries).values(
    rows.map((row) => ({
      transferId: row.transferId,
      userId: row.key.userId,
      account: row.key.account as LedgerAccount,
      amountCents: row.amountCents,
      balanceAfterCents: row.balanceAfterCents,
      kind: row.kind,
      refType: row.refType,
      refId: row.refId,
    })),
  );
}
