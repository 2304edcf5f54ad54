import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { ledgerAccounts, ledgerEntries, type LedgerAccount } from '../../db/schema/index';

export interface Posting {
  userId: number;
  account: LedgerAccount;
  /** Signed: positive adds to the account, negative takes from it. */
  amountCents: number;
  kind: string;
  refType: string;
  refId: number;
}

/** Thrown when a posting would take an account below zero; nothing is written. */
export class InsufficientFundsError extends Error {
  constructor(readonly account: LedgerAccount) {
    super(`insufficient funds in ${account}`);
  }
}

/**
 * Locks the account (creating it on first use), then writes the entry with its running
 * total. Must run inside the transaction that changes what the money pays for. Concurrent
 * postings to one account queue on the lock, so the total never goes below zero.
 */
export async function post(tx: Tx, posting: Posting): Promise<number> {
  await tx
    .insert(ledgerAccounts)
    .values({ userId: posting.userId, account: posting.account })
    .onConflictDoNothing();
  await tx.execute(
    sql`select 1 from ${ledgerAccounts} where ${ledgerAccounts.userId} = ${posting.userId} and ${ledgerAccounts.account} = ${posting.account} for update`,
  );
  const current = await balanceOf(tx, posting.userId, posting.account);
  const after = current + posting.amountCents;
  if (after < 0) throw new InsufficientFundsError(posting.account);
  await tx.insert(ledgerEntries).values({ ...posting, balanceAfterCents: after });
  return after;
}

/** The account's balance: the running total of its latest entry (0 before any). */
export async function balanceOf(db: DbOrTx, userId: number, account: LedgerAccount): Promise<number> {
  const [latest] = await db
    .select({ balance: ledgerEntries.balanceAfterCents })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.account, account)))
    .orderBy(desc(ledgerEntries.id))
    .limit(1);
  return latest?.balance ?? 0;
}

/** All three balances of a user in one query. */
export async function balancesOf(db: DbOrTx, userId: number): Promise<Record<LedgerAccount, number>> {
  const rows = await db
    .selectDistinctOn([ledgerEntries.account], {
      account: ledgerEntries.account,
      balance: ledgerEntries.balanceAfterCents,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId))
    .orderBy(ledgerEntries.account, desc(ledgerEntries.id));
  const result: Record<LedgerAccount, number> = { balance: 0, frozen: 0, merchant: 0 };
  for (const row of rows) result[row.account] = row.balance;
  return result;
}
