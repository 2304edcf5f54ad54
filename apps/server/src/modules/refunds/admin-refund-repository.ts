import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { RefundBoardState } from '@mall/contract/admin-orders';
import type { PaymentMethod } from '@mall/contract/checkout';
import type { OrderStatus, RefundState } from '@mall/contract/orders';
import type { ShopStatus } from '@mall/contract/shops';
import type { DbOrTx, Tx } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { refunds, shops, type RefundSettlement } from '../../db/schema/index';
import type { RefundRow } from './refund-repository';

/** The back office's statements on refunds: the arbitration board and the arbitration itself. */

export interface AdminRefundRow {
  id: number;
  state: RefundState;
  amount_cents: number;
  reason: string;
  images: string[];
  item_id: number | null;
  product_id: number | null;
  product_name: string | null;
  product_image: string | null;
  order_id: number;
  increment_id: string;
  grand_total_cents: number;
  order_status: OrderStatus;
  payment_method: PaymentMethod;
  buyer_id: number;
  buyer_email: string;
  buyer_firstname: string;
  shop_id: number;
  shop_name: string;
  shop_status: ShopStatus;
  created_at: Date | string;
  decided_at: Date | string | null;
  settlement: RefundSettlement | null;
  arbitrated_by: number | null;
  arbiter_email: string | null;
  arbitrated_at: Date | string | null;
  arbitration_message: string;
}

function selectAdminRefunds(db: DbOrTx, where: SQL, order: SQL, limit: number, offset: number) {
  return queryRows<AdminRefundRow>(
    db,
    sql`select r.id, r.state, r.amount_cents::float8 as amount_cents, r.reason, r.images, r.item_id,
          i.product_id, i.name as product_name, i.image as product_image,
          o.id as order_id, o.increment_id, o.grand_total_cents::float8 as grand_total_cents, o.order_status, o.payment_method,
          u.id as buyer_id, u.email as buyer_email, u.firstname as buyer_firstname,
          s.id as shop_id, s.name as shop_name, s.status as shop_status,
          r.created_at, r.decided_at, r.settlement, r.arbitrated_by, a.email as arbiter_email, r.arbitrated_at, r.arbitration_message
        from refunds r
        join orders o on o.id = r.order_id
        join users u on u.id = r.user_id
        join shops s on s.id = r.shop_id
        left join users a on a.id = r.arbitrated_by
        left join lateral (
          select product_id, name, image from order_items
          where order_id = r.order_id and (r.item_id is null or id = r.item_id) order by id limit 1
        ) i on true
        where ${where}
        order by ${order}
        limit ${limit} offset ${offset}`,
  );
}

const BOARD: Record<RefundBoardState, { where: SQL; order: SQL }> = {
  arbitration: {
    where: sql`r.state = 'rejected' and r.arbitrated_at is null`,
    order: sql`r.decided_at asc, r.id asc`,
  },
  arbitrated: {
    where: sql`r.arbitrated_at is not null`,
    order: sql`r.arbitrated_at desc, r.id desc`,
  },
  all: { where: sql`true`, order: sql`r.created_at desc, r.id desc` },
};

/** A page of the board (waiting for arbitration, arbitrated, or every refund) and its number. */
export async function pageAdminRefunds(
  db: DbOrTx,
  state: RefundBoardState,
  limit: number,
  offset: number,
): Promise<{ rows: AdminRefundRow[]; total: number }> {
  const { where, order } = BOARD[state];
  const [rows, counted] = await Promise.all([
    selectAdminRefunds(db, where, order, limit, offset),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from refunds r where ${where}`),
  ]);
  return { rows, total: counted[0]?.n ?? 0 };
}

/** One refund as the board shows it, or null. */
export async function findAdminRefund(db: DbOrTx, id: number): Promise<AdminRefundRow | null> {
  const [row] = await selectAdminRefunds(db, sql`r.id = ${id}`, sql`r.id`, 1, 0);
  return row ?? null;
}

/** Every refund of an order, oldest first, as the board shows them. */
export function adminRefundsOfOrder(db: DbOrTx, orderId: number): Promise<AdminRefundRow[]> {
  return selectAdminRefunds(db, sql`r.order_id = ${orderId}`, sql`r.id asc`, 1000, 0);
}

/** A refund, whoever it belongs to, or null. */
export async function findRefundById(db: DbOrTx, id: number): Promise<RefundRow | null> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id)).limit(1);
  return row ?? null;
}

/** The owner of a shop: whose merchant balance pays a refund after completion. */
export async function shopOwnerId(db: DbOrTx, shopId: number): Promise<number> {
  const [row] = await db
    .select({ ownerId: shops.ownerId })
    .from(shops)
    .where(eq(shops.id, shopId))
    .limit(1);
  if (!row) throw new Error(`shop ${shopId} has no owner`);
  return row.ownerId;
}

export interface ArbitrationWrite {
  id: number;
  approve: boolean;
  actorId: number;
  message: string;
}

/**
 * Records the arbitration of a refund the seller refused, if, and only if, it is refused and not
 * arbitrated yet: approval moves it to approved. Answers the row, or null when it did not match.
 */
export async function writeArbitration(tx: Tx, write: ArbitrationWrite): Promise<RefundRow | null> {
  const [row] = await tx
    .update(refunds)
    .set({
      ...(write.approve ? { state: 'approved' as const } : {}),
      arbitratedBy: write.actorId,
      arbitratedAt: sql`now()`,
      arbitrationMessage: write.message,
    })
    .where(
      and(eq(refunds.id, write.id), eq(refunds.state, 'rejected'), isNull(refunds.arbitratedAt)),
    )
    .returning();
  return row ?? null;
}
