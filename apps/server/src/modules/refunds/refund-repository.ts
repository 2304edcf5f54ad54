import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { RefundState } from '@mall/contract/orders';
import type { DbOrTx, Tx } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { orderItems, orders, refunds, type RefundSettlement } from '../../db/schema/index';

export type RefundRow = typeof refunds.$inferSelect;
export type NewRefund = typeof refunds.$inferInsert;

/** The order's refunds that hold money or a claim: pending and approved ones. */
export async function openRefundsOf(tx: Tx, orderId: number): Promise<RefundRow[]> {
  return tx
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), inArray(refunds.state, ['pending', 'approved'])));
}

export async function insertRefund(tx: Tx, refund: NewRefund): Promise<RefundRow> {
  const [row] = await tx.insert(refunds).values(refund).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Sets the refund state of these lines of an order (only those now in `from`, when given). */
export async function setItemRefundState(
  tx: Tx,
  orderId: number,
  itemIds: readonly number[],
  to: RefundState,
  from?: RefundState,
): Promise<void> {
  if (itemIds.length === 0) return;
  await tx
    .update(orderItems)
    .set({ refundState: to })
    .where(
      and(
        eq(orderItems.orderId, orderId),
        inArray(orderItems.id, [...itemIds]),
        from === undefined ? undefined : eq(orderItems.refundState, from),
      ),
    );
}

export interface RefundMove {
  id: number;
  to: RefundState;
  userId?: number;
  shopId?: number;
}

/**
 * Moves a pending refund to `to` if, and only if, it is pending now (and the caller's): of
 * two concurrent moves one finds it moved and changes nothing (null).
 */
export async function moveRefund(tx: Tx, move: RefundMove): Promise<RefundRow | null> {
  const [row] = await tx
    .update(refunds)
    .set({ state: move.to, ...(move.to === 'cancelled' ? {} : { decidedAt: sql`now()` }) })
    .where(
      and(
        eq(refunds.id, move.id),
        eq(refunds.state, 'pending'),
        move.userId === undefined ? undefined : eq(refunds.userId, move.userId),
        move.shopId === undefined ? undefined : eq(refunds.shopId, move.shopId),
      ),
    )
    .returning();
  return row ?? null;
}

/** Where an approved refund's money came from (contract 6.1). */
export async function setRefundSettlement(
  tx: Tx,
  id: number,
  settlement: RefundSettlement,
): Promise<void> {
  await tx.update(refunds).set({ settlement }).where(eq(refunds.id, id));
}

/**
 * The buyer confirms the cash of an offline refund was returned: once, only their own, only
 * an approved offline refund. Answers the row, or null when none matched.
 */
export async function confirmOfflineRefund(
  tx: Tx,
  id: number,
  userId: number,
): Promise<RefundRow | null> {
  const [row] = await tx
    .update(refunds)
    .set({ offlineConfirmedAt: sql`now()` })
    .where(
      and(
        eq(refunds.id, id),
        eq(refunds.userId, userId),
        eq(refunds.state, 'approved'),
        eq(refunds.settlement, 'offline'),
        isNull(refunds.offlineConfirmedAt),
      ),
    )
    .returning();
  return row ?? null;
}

export async function findRefund(
  db: DbOrTx,
  id: number,
  owner: RefundOwner,
): Promise<RefundRow | null> {
  const [row] = await db
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.id, id),
        'userId' in owner ? eq(refunds.userId, owner.userId) : eq(refunds.shopId, owner.shopId),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function markOrderRefunded(tx: Tx, orderId: number): Promise<void> {
  await tx
    .update(orders)
    .set({ paymentStatus: 'refunded', updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
}

export interface RefundListRow {
  id: number;
  order_id: number;
  increment_id: string;
  item_id: number | null;
  state: RefundState;
  amount_cents: number;
  reason: string;
  images: string[];
  created_at: Date | string;
  decided_at: Date | string | null;
  settlement: RefundSettlement | null;
  offline_confirmed_at: Date | string | null;
  product_id: number | null;
  product_name: string | null;
  product_image: string | null;
}

export type RefundOwner = { userId: number } | { shopId: number };

const ownerWhere = (owner: RefundOwner) =>
  'userId' in owner ? sql`r.user_id = ${owner.userId}` : sql`r.shop_id = ${owner.shopId}`;

/** Refunds with their order number and the line refunded (the first line for a whole order), newest first. */
function selectRefunds(db: DbOrTx, where: SQL, limit: number, offset: number) {
  return queryRows<RefundListRow>(
    db,
    sql`select r.id, r.order_id, o.increment_id, r.item_id, r.state, r.amount_cents::float8 as amount_cents, r.reason, r.images,
        r.created_at, r.decided_at, r.settlement, r.offline_confirmed_at, i.product_id, i.name as product_name, i.image as product_image
      from refunds r join orders o on o.id = r.order_id
      left join lateral (
        select product_id, name, image from order_items
        where order_id = r.order_id and (r.item_id is null or id = r.item_id) order by id limit 1
      ) i on true
      where ${where}
      order by r.created_at desc, r.id desc
      limit ${limit} offset ${offset}`,
  );
}

/** A page of refunds (a buyer's sent, or a shop's received) and their number. */
export async function pageRefunds(db: DbOrTx, owner: RefundOwner, limit: number, offset: number) {
  const where = ownerWhere(owner);
  const [rows, counted] = await Promise.all([
    selectRefunds(db, where, limit, offset),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from refunds r where ${where}`),
  ]);
  return { rows, total: counted[0]?.n ?? 0 };
}

/** One refund of the owner as the lists show it, or null. */
export async function findRefundListRow(
  db: DbOrTx,
  id: number,
  owner: RefundOwner,
): Promise<RefundListRow | null> {
  const [row] = await selectRefunds(db, sql`r.id = ${id} and ${ownerWhere(owner)}`, 1, 0);
  return row ?? null;
}
