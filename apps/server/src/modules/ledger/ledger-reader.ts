import type { UserLedgerPage } from '@mall/contract/admin-users';
import type { UserAccount } from '@mall/contract/ledger';
import { centsToAmount } from '@mall/contract/money';
import { pageOf, pageOffset, type PageQuery } from '@mall/contract/pagination';
import type { DbOrTx } from '../../db/client';
import { pageUserEntries } from './ledger-entry-repository';
import type { LedgerMovement } from '@mall/contract/admin-orders';
import { transfersOfRefs } from './transfer-history-repository';

/** What the ledger publishes for the back office to show a user's money (decision 0030). */

/** A page of the user's ledger entries, newest first, each with the account's balance after it. */
export async function userLedgerPage(
  db: DbOrTx,
  userId: number,
  query: PageQuery & { account?: UserAccount | undefined },
): Promise<UserLedgerPage> {
  const { rows, total } = await pageUserEntries(
    db,
    userId,
    query.account,
    query.pagesize,
    pageOffset(query),
  );
  return pageOf(
    rows.map((row) => ({
      id: row.id,
      created_at: row.createdAt.toISOString(),
      account: row.account as UserAccount,
      kind: row.kind,
      amount: centsToAmount(row.amountCents),
      balance_after: centsToAmount(row.balanceAfterCents),
      reference: `${row.refType}:${row.refId}`,
    })),
    total,
    query,
  );
}

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
