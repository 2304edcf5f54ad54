import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { insertEvents, itemsOf } from './order-repository';
import { returnStock } from './stock-repository';

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
      const due = await queryRows<{ id: number }>(
        tx,
        sql`select id from orders where expires_at <= now()
            and ((order_status = 'unpaid' and payment_status = 'unpaid')
              or (order_status = 'to_ship' and payment_method = 'cod' and payment_status = 'unpaid'))
          order by expires_at limit ${BATCH} for update skip locked`,
      );
      if (due.length === 0) return 0;
      const ids = sql.join(
        due.map((row) => sql`${row.id}::int`),
        sql`, `,
      );
      const rows = await queryRows<{ id: number; cancel_remark: string }>(
        tx,
        sql`update orders set order_status = 'cancelled', delivery_status = 'pending', expires_at = null,
            cancel_remark = case when order_status = 'unpaid' then 'Not paid in time' else 'Not shipped in time' end,
            updated_at = now()
          where id in (${ids}) and payment_status = 'unpaid'
            and (order_status = 'unpaid' or (order_status = 'to_ship' and payment_method = 'cod'))
          returning id, cancel_remark`,
      );
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
