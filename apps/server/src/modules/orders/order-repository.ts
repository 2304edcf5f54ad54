import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus, PaymentStatus } from '@mall/contract/orders';
import type { DbOrTx, Tx } from '../../db/client';
import { orderEvents, orderItems, orders, shops } from '../../db/schema/index';
import type { Transition } from './order-state';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = typeof orderItems.$inferInsert;

/** Whose orders a call may see: a buyer's, a shop's, or (admin) any. */
export type OrderScope = { userId: number } | { shopId: number } | { any: true };

export function scopeWhere(scope: OrderScope): SQL | undefined {
  if ('userId' in scope) return eq(orders.userId, scope.userId);
  if ('shopId' in scope) return eq(orders.shopId, scope.shopId);
  return undefined;
}

/** The order tabs: `to_ship` also lists paid orders, `shipped` also orders in transit. */
export function tabStatuses(tab: OrderStatus): OrderStatus[] {
  if (tab === 'to_ship') return ['paid', 'to_ship'];
  if (tab === 'shipped') return ['shipped', 'in_transit'];
  return [tab];
}

/** Locks the order row for the rest of the transaction; null when it is not in the scope. */
export async function lockOrder(tx: Tx, id: number, scope: OrderScope): Promise<OrderRow | null> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), scopeWhere(scope)))
    .for('update');
  return row ?? null;
}

export interface TransitionWrite {
  transition: Transition;
  /** Minutes of a restarted unpaid period. */
  autoCancelMinutes: number;
  /** Days a cash-on-delivery order may wait to be shipped. */
  codShipDays: number;
  logSn?: string;
  cancelRemark?: string;
}

/** Writes a decided transition to the locked order; answers the order as it is now. */
export async function writeTransition(
  tx: Tx,
  order: OrderRow,
  write: TransitionWrite,
): Promise<OrderRow> {
  const { next, stamps, effects } = write.transition;
  const now = sql`now()`;
  const expiry = effects.expiry;
  const [row] = await tx
    .update(orders)
    .set({
      orderStatus: next.orderStatus,
      paymentStatus: next.paymentStatus,
      deliveryStatus: next.deliveryStatus,
      paymentMethod: next.paymentMethod,
      ...(effects.settlePayment ? { actualPaymentCents: order.grandTotalCents } : {}),
      ...(stamps.includes('payTime') ? { payTime: now } : {}),
      ...(stamps.includes('deliverTime') ? { deliverTime: now } : {}),
      ...(stamps.includes('deliveryTime') ? { deliveryTime: now } : {}),
      ...(stamps.includes('successTime') ? { successTime: now } : {}),
      ...(expiry === 'clear' ? { expiresAt: null } : {}),
      ...(expiry === 'restart'
        ? { expiresAt: sql`now() + make_interval(mins => ${write.autoCancelMinutes}::int)` }
        : {}),
      ...(expiry === 'ship_by'
        ? { expiresAt: sql`now() + make_interval(days => ${write.codShipDays}::int)` }
        : {}),
      ...(write.logSn === undefined ? {} : { logSn: write.logSn }),
      ...(write.cancelRemark === undefined ? {} : { cancelRemark: write.cancelRemark }),
      updatedAt: now,
    })
    .where(eq(orders.id, order.id))
    .returning();
  if (!row) throw new Error('the locked order disappeared');
  return row;
}

export interface NewEvent {
  orderId: number;
  status: string;
  note?: string;
}

export async function insertEvents(db: DbOrTx, events: readonly NewEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db.insert(orderEvents).values(
    events.map((event) => ({
      orderId: event.orderId,
      status: event.status,
      note: event.note ?? '',
    })),
  );
}

export async function listEvents(db: DbOrTx, orderId: number) {
  return db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
}

export async function itemsOf(db: DbOrTx, orderIds: readonly number[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.orderId), asc(orderItems.id));
}

export interface OrderWithShop {
  order: OrderRow;
  shopName: string;
  shopOwnerId: number;
}

const withShop = { order: orders, shopName: shops.name, shopOwnerId: shops.ownerId };

export async function findOrders(
  db: DbOrTx,
  ids: readonly number[],
  scope: OrderScope,
): Promise<OrderWithShop[]> {
  if (ids.length === 0) return [];
  return db
    .select(withShop)
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .where(and(inArray(orders.id, [...ids]), scopeWhere(scope)))
    .orderBy(asc(orders.id));
}

export interface OrderFilter {
  tab?: OrderStatus | undefined;
  paymentStatus?: PaymentStatus | undefined;
}

export async function pageOrders(
  db: DbOrTx,
  scope: OrderScope,
  filter: OrderFilter,
  limit: number,
  offset: number,
) {
  const where = and(
    scopeWhere(scope),
    filter.tab ? inArray(orders.orderStatus, tabStatuses(filter.tab)) : undefined,
    filter.paymentStatus ? eq(orders.paymentStatus, filter.paymentStatus) : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select(withShop)
      .from(orders)
      .innerJoin(shops, eq(shops.id, orders.shopId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset(offset),
    db.$count(orders, where),
  ]);
  return { rows, total };
}
