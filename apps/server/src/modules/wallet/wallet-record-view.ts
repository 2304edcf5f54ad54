import type { WalletRecord } from '@mall/contract/wallet';
import { centsToAmount } from '@mall/contract/money';
import { iso } from '../shared/localize';
import type { WalletRecordRow } from './wallet-record-repository';

/**
 * The spec, and so the API, spells a top-up's transaction id `transcation_id`. Server code and
 * the database say `transactionId` / `transaction_id`; this is the one place the two spellings
 * meet (decision 0016): the record's field here, the top-up forms and their error in
 * top-up-service.ts.
 */
export const TRANSACTION_ID_FIELD = 'transcation_id';

/** The name a record shows: its deposit wallet's, else the bank's, else what it recorded. */
export function recordName(row: WalletRecordRow, walletName: string | null): string {
  return walletName ?? row.details.name ?? row.details.bank_name ?? row.walletCode;
}

export function toWalletRecord(
  row: WalletRecordRow,
  walletName: string | null = null,
): WalletRecord {
  return {
    id: row.id,
    kind: row.kind,
    amount: centsToAmount(row.amountCents),
    actual_amount: centsToAmount(row.actualAmountCents),
    name: recordName(row, walletName),
    certificate: row.certificate,
    [TRANSACTION_ID_FIELD]: row.transactionId,
    type: row.type,
    state: row.state,
    message: row.message,
    remark: row.remark,
    pay_method: row.payMethod,
    created_at: iso(row.createdAt) ?? '',
  };
}
