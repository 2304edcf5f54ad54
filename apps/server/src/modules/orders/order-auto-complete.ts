import { ErrorCode } from '@mall/contract/errors';
import type { Db } from '../../db/client';
import { AppError } from '../../plugins/app-error';
import { deliveredOrdersDue } from './order-jobs-repository';
import { orderSettings } from './order-settings';
import { runTransition } from './order-transitions';

/** Orders looked up per round: a backlog is worked off in rounds. */
const BATCH = 100;
export const AUTO_COMPLETE_NOTE = 'Receipt confirmed automatically';

/**
 * Confirms receipt of orders delivered more than `order_auto_complete_days` ago (default 10)
 * that their buyer never confirmed, so that the shop is paid. Each order goes through the
 * same transition as the buyer's own confirmation (lock, state machine, the shop's credit,
 * the event) in a transaction of its own. When two instances run the job at once, or the
 * buyer confirms at the same moment, the row lock lets one win and the others find the order
 * completed already and skip it. Answers how many orders this call completed.
 */
export async function completeDeliveredOrders(db: Db): Promise<number> {
  const settings = await orderSettings(db);
  let completed = 0;
  let afterId = 0;
  for (;;) {
    const due = await deliveredOrdersDue(db, afterId, settings.autoCompleteDays, BATCH);
    for (const id of due) {
      afterId = id;
      try {
        await runTransition(db, {
          orderId: id,
          scope: { any: true },
          action: { type: 'complete' },
          settings,
          note: AUTO_COMPLETE_NOTE,
        });
        completed += 1;
      } catch (error) {
        // Completed (or refunded) meanwhile by the buyer or another instance.
        if (!(error instanceof AppError && error.code === ErrorCode.ReceiveFailed)) throw error;
      }
    }
    if (due.length < BATCH) return completed;
  }
}
