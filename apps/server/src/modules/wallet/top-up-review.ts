import { NOTICE_TYPES } from '../../db/schema/index';
import { movement, postAll } from './postings';
import { topUpDecided } from './wallet-notices';
import { TOP_UP_KINDS } from './wallet-record-repository';
import { walletReview } from './wallet-review';

/** Top-ups (500): approval credits the balance (kind recharge or bank_recharge); rejection moves no money. */
export const topUpReview = walletReview({
  type: NOTICE_TYPES.topUp,
  kinds: TOP_UP_KINDS,
  pendingState: 'submitted',
  async settle(tx, record, approve) {
    if (approve) await postAll(tx, [movement(record, 'balance', record.actualAmountCents)]);
  },
  notice: topUpDecided,
});
