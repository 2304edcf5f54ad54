import type { UserLedgerPage } from '@mall/contract/admin-users';
import type { UserAccount } from '@mall/contract/ledger';
import { centsToAmount } from '@mall/contract/money';
import { pageOf, pageOffset, type PageQuery } from '@mall/contract/pagination';
import type { DbOrTx } from '../../db/client';
import { pageUserEntries } from './ledger-entry-repository';

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
