import type { LedgerMovement } from '@mall/contract/admin-orders';
import { centsToAmount } from '@mall/contract/money';
import type { DbOrTx } from '../../db/client';
import { transfersOfRefs } from './transfer-history-repository';

/**
 * What the ledger publishes for the others to read: the transfers made for records of theirs
 * (an order and its refunds, for the back office's order detail), as the contract's movements.
 */
export async function movementsOf(
  db: DbOrTx,
  refs: readonly { refType: string; refIds: readonly number[] }[],
): Promise<LedgerMovement[]> {
  const rows = await transfersOfRefs(db, refs);
  return rows.map((row) => ({
    id: row.id,
    from: row.fromAccount === null ? null : { user_id: row.fromUserId, account: row.fromAccount },
    to: row.toAccount === null ? null : { user_id: row.toUserId, account: row.toAccount },
    amount: centsToAmount(row.amountCents),
    kind: row.kind,
    ref_type: row.refType,
    ref_id: row.refId,
    created_at: row.createdAt.toISOString(),
  }));
}
