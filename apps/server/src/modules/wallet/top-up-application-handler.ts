import { NOTICE_TYPE } from '@mall/contract/notices';
import { transfer } from '../ledger/ledger-service';
import { recordTransfer } from './postings';
import { topUpDecided } from './wallet-notices';
import { TOP_UP_KINDS } from './wallet-record-repository';
import { walletApplicationHandler } from './wallet-application-handler';

/** Top-ups (500): approval is money entering the balance (kind recharge or bank_recharge); rejection moves no money. */
export const topUpApplicationHandler = walletApplicationHandler({
  type: NOTICE_TYPE.topUp,
  kinds: TOP_UP_KINDS,
  pendingState: 'submitted',
  async settle(tx, record, approve) {
    if (approve)
      await transfer(tx, [recordTransfer(record, null, 'balance', record.actualAmountCents)]);
  },
  notice: topUpDecided,
});
