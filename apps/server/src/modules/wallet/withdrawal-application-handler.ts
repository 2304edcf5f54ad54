import { NOTICE_TYPE } from '@mall/contract/notices';
import { transfer } from '../ledger/ledger-service';
import { recordTransfer } from './postings';
import { withdrawalDecided } from './wallet-notices';
import { walletApplicationHandler } from './wallet-application-handler';

/** Withdrawals (400): approval pays the amount out of frozen (money leaving); rejection returns it to the balance. */
export const withdrawalApplicationHandler = walletApplicationHandler({
  type: NOTICE_TYPE.withdrawal,
  kinds: ['withdraw'],
  pendingState: 'pending',
  async settle(tx, record, approve) {
    const amount = record.amountCents;
    await transfer(tx, [
      approve
        ? recordTransfer(record, 'frozen', null, amount)
        : recordTransfer(record, 'frozen', 'balance', amount),
    ]);
  },
  notice: withdrawalDecided,
});
