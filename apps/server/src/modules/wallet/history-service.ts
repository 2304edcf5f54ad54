import { pageOffset, type PageQuery } from '@mall/contract/pagination';
import type { WalletRecordPage, WalletRecordType } from '@mall/contract/wallet';
import type { DbOrTx } from '../../db/client';
import { pageUserRecords, TOP_UP_KINDS, type RecordFilter } from './wallet-record-repository';
import { toWalletRecord } from './wallet-record-view';

async function recordPage(
  db: DbOrTx,
  userId: number,
  filter: RecordFilter,
  query: PageQuery,
): Promise<WalletRecordPage> {
  const { rows, total } = await pageUserRecords(
    db,
    userId,
    filter,
    query.pagesize,
    pageOffset(query),
  );
  return {
    list: rows.map((row) => toWalletRecord(row.record, row.walletName)),
    total,
    page: query.page,
    pagesize: query.pagesize,
  };
}

/** recharge_list: top-ups and bank recharges, or with kind=withdraw the withdrawals. */
export function rechargeList(
  db: DbOrTx,
  userId: number,
  query: PageQuery & { kind?: 'recharge' | 'withdraw' | undefined },
) {
  return recordPage(
    db,
    userId,
    { kinds: query.kind === 'withdraw' ? ['withdraw'] : TOP_UP_KINDS },
    query,
  );
}

/** transaction_details: every record, optionally only income or only expense. */
export function transactionDetails(
  db: DbOrTx,
  userId: number,
  query: PageQuery & { type?: WalletRecordType | undefined },
) {
  return recordPage(db, userId, { type: query.type }, query);
}
