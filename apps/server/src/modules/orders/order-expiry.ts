import type { Db } from '../../db/client';
import { cancelExpired, lockExpiredOrders } from './order-jobs-repository';
import { insertEvents, itemsOf } from './order-repository';
import { returnStock } from './stock-reservation-repository';

/** Orders cancelled per transaction: a backlog is worked off in batches. */
const BATCH = 100;

/**
 * Cancels unpaid orders, and cash-on-delivery orders not shipped, whose time ran out and returns their stock, in batches: each batch
 * takes its orders with FOR UPDATE SKIP LOCKED, so instances running the job at once (or a
 * buyer paying right now) never wait for each other, and the conditional UPDATE only touches
 * orders still unpaid (the state machine's `expire`). Answers how many orders were cancelled.
 */
export async function cancelExpiredOrders(db: Db): Promise<number> {
  let cancelled = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const due = await lockExpiredOrders(tx, BATCH);
      if (due.length === 0) return 0;
      const rows = await cancelExpired(tx, due);
      const items = await itemsOf(
        tx,
        rows.map((row) => row.id),
      );
      await returnStock(
        tx,
        items.map((item) => ({ productId: item.productId, qty: item.num })),
      );
      await insertEvents(
        tx,
        rows.map((row) => ({ orderId: row.id, status: 'expired', note: row.cancel_remark })),
      );
      return rows.length;
    });
    cancelled += n;
    if (n < BATCH) return cancelled;
  }
}
