import { NOTICE_TYPES } from '../../db/schema/index';
import { movement, postAll } from './postings';
import { withdrawalDecided } from './wallet-notices';
import { walletReview } from './wallet-review';

/** Withdrawals (400): approval takes the amount out of frozen (paid out); rejection returns it to the balance. */
export const withdrawalReview = walletReview({
  type: NOTICE_TYPES.withdrawal,
  kinds: ['withdraw'],
  pendingState: 'pending',
  async settle(tx, record, approve) {
    const amount = record.amountCents;
    await postAll(tx, approve ? [movement(record, 'frozen', -amount)] : [movement(record, 'balance', amount), movement(record, 'frozen', -amount)]);
  },
  notice: withdrawalDecided,
});
