import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { insertEvents, itemsOf, type OrderRow } from './order-repository';
import { returnStock } from './stock-repository';

/** Orders cancelled per transaction: a backlog is worked off in batches. */
const BATCH = 100;

/**
 * Cancels unpaid orders whose time ran out and returns their stock, in batches: each batch
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
        sql`select id from orders where order_status = 'unpaid' and payment_status = 'unpaid' and expires_at <= now()
          order by expires_at limit ${BATCH} for update skip locked`,
      );
      if (due.length === 0) return 0;
      const ids = sql.join(
        due.map((row) => sql`${row.id}::int`),
        sql`, `,
      );
      const rows = await queryRows<Pick<OrderRow, 'id'>>(
        tx,
        sql`update orders set order_status = 'cancelled', delivery_status = 'pending', expires_at = null,
            cancel_remark = 'Not paid in time', updated_at = now()
          where id in (${ids}) and order_status = 'unpaid' and payment_status = 'unpaid' returning id`,
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
        rows.map((row) => ({ orderId: row.id, status: 'expired', note: 'Not paid in time' })),
      );
      return rows.length;
    });
    cancelled += n;
    if (n < BATCH) return cancelled;
  }
}
