import type { UserAccount } from '@mall/contract/ledger';
import { userAccount, type Transfer } from '../ledger/ledger-service';
import type { WalletRecordRow } from './wallet-record-repository';

/**
 * The transfer paying for a wallet record, between two of its user's accounts; `null` on a
 * side is money entering (an approved top-up) or leaving (an approved withdrawal).
 */
export function recordTransfer(
  record: WalletRecordRow,
  from: UserAccount | null,
  to: UserAccount | null,
  amountCents: number,
): Transfer {
  return {
    from: from && userAccount(record.userId, from),
    to: to && userAccount(record.userId, to),
    amountCents,
    kind: record.kind,
    refType: 'wallet_record',
    refId: record.id,
  };
}
