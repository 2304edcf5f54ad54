import type { Order } from '@mall/contract/orders';
import type { DbOrTx } from '../../db/client';
import {
  findOrders,
  itemsOf,
  type OrderItemRow,
  type OrderRow,
  type OrderScope,
} from './order-repository';
import { toOrders } from './order-view';

/** What the orders module publishes for the others to read. */

export type { OrderItemRow, OrderRow, OrderScope };

/** Orders with their items, in two statements whatever their number; only those in the scope. */
export async function readOrders(
  db: DbOrTx,
  ids: readonly number[],
  scope: OrderScope,
  refundWindowDays: number,
): Promise<Order[]> {
  const rows = await findOrders(db, ids, scope);
  const items = await itemsOf(
    db,
    rows.map((row) => row.order.id),
  );
  return toOrders(rows, items, refundWindowDays);
}

/** The lines of these orders, by order then line id. */
export function orderItemsOf(db: DbOrTx, orderIds: readonly number[]): Promise<OrderItemRow[]> {
  return itemsOf(db, orderIds);
}
