import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { queryRows } from '../../db/query-rows';

/** The statements of the order jobs (order-jobs.ts): expiry and automatic completion. */

/**
 * Up to `limit` orders whose time ran out (unpaid ones, and cash-on-delivery ones not shipped),
 * oldest deadline first, locked with FOR UPDATE SKIP LOCKED: rows another instance (or a buyer
 * paying right now) holds are skipped rather than waited for.
 */
export async function lockExpiredOrders(tx: Tx, limit: number): Promise<number[]> {
  const due = await queryRows<{ id: number }>(
    tx,
    sql`select id from orders where expires_at <= now()
        and ((order_status = 'unpaid' and payment_status = 'unpaid')
          or (order_status = 'to_ship' and payment_method = 'cod' and payment_status = 'unpaid'))
      order by expires_at limit ${limit} for update skip locked`,
  );
  return due.map((row) => row.id);
}

/**
 * Cancels those of the locked orders still unpaid (the state machine's `expire`), with the
 * reason as their cancel remark; answers the orders cancelled and their remark.
 */
export async function cancelExpired(
  tx: Tx,
  orderIds: readonly number[],
): Promise<{ id: number; cancel_remark: string }[]> {
  const ids = sql.join(
    orderIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  return queryRows<{ id: number; cancel_remark: string }>(
    tx,
    sql`update orders set order_status = 'cancelled', delivery_status = 'pending', expires_at = null,
        cancel_remark = case when order_status = 'unpaid' then 'Not paid in time' else 'Not shipped in time' end,
        updated_at = now()
      where id in (${ids}) and payment_status = 'unpaid'
        and (order_status = 'unpaid' or (order_status = 'to_ship' and payment_method = 'cod'))
      returning id, cancel_remark`,
  );
}

/** Up to `limit` ids after `afterId` of orders delivered at least `days` ago and not confirmed, by id. */
export async function deliveredOrdersDue(
  db: DbOrTx,
  afterId: number,
  days: number,
  limit: number,
): Promise<number[]> {
  const due = await queryRows<{ id: number }>(
    db,
    sql`select id from orders where order_status = 'delivered' and id > ${afterId}
      and delivery_time <= now() - make_interval(days => ${days})
      order by id limit ${limit}`,
  );
  return due.map((row) => row.id);
}
