import { asc, or, and, eq, inArray, type SQL } from 'drizzle-orm';
import type { LedgerAccount } from '@mall/contract/ledger';
import type { DbOrTx } from '../../db/client';
import { ledgerTransfers } from '../../db/schema/index';

export interface TransferHistoryRow {
  id: number;
  fromUserId: number | null;
  fromAccount: LedgerAccount | null;
  toUserId: number | null;
  toAccount: LedgerAccount | null;
  amountCents: number;
  kind: string;
  refType: string;
  refId: number;
  createdAt: Date;
}

/** The transfers made for these records (`refType` and ids), oldest first. */
export async function transfersOfRefs(
  db: DbOrTx,
  refs: readonly { refType: string; refIds: readonly number[] }[],
): Promise<TransferHistoryRow[]> {
  const matches: SQL[] = refs
    .filter((ref) => ref.refIds.length > 0)
    .map(
      (ref) =>
        and(
          eq(ledgerTransfers.refType, ref.refType),
          inArray(ledgerTransfers.refId, [...ref.refIds]),
        ) as SQL,
    );
  if (matches.length === 0) return [];
  return db
    .select({
      id: ledgerTransfers.id,
      fromUserId: ledgerTransfers.fromUserId,
      fromAccount: ledgerTransfers.fromAccount,
      toUserId: ledgerTransfers.toUserId,
      toAccount: ledgerTransfers.toAccount,
      amountCents: ledgerTransfers.amountCents,
      kind: ledgerTransfers.kind,
      refType: ledgerTransfers.refType,
      refId: ledgerTransfers.refId,
      createdAt: ledgerTransfers.createdAt,
    })
    .from(ledgerTransfers)
    .where(or(...matches))
    .orderBy(asc(ledgerTransfers.id));
}
