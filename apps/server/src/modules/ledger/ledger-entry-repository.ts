import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { UserAccount } from '@mall/contract/ledger';
import type { DbOrTx } from '../../db/client';
import { ledgerEntries } from '../../db/schema/index';

/** A page of a user's ledger entries (every account, or one), newest first. */
export async function pageUserEntries(
  db: DbOrTx,
  userId: number,
  account: UserAccount | undefined,
  limit: number,
  offset: number,
) {
  const conditions: SQL[] = [eq(ledgerEntries.userId, userId)];
  if (account) conditions.push(eq(ledgerEntries.account, account));
  const where = and(...conditions);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: ledgerEntries.id,
        account: ledgerEntries.account,
        amountCents: ledgerEntries.amountCents,
        balanceAfterCents: ledgerEntries.balanceAfterCents,
        kind: ledgerEntries.kind,
        refType: ledgerEntries.refType,
        refId: ledgerEntries.refId,
        createdAt: ledgerEntries.createdAt,
      })
      .from(ledgerEntries)
      .where(where)
      .orderBy(desc(ledgerEntries.id))
      .limit(limit)
      .offset(offset),
    db.$count(ledgerEntries, where),
  ]);
  return { rows, total };
}
