import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/query-rows';

/** Cents of the order's approved refunds that were paid out of escrow (before completion). */
export async function escrowRefundCents(tx: Tx, orderId: number): Promise<number> {
  const [row] = await queryRows<{ cents: string }>(
    tx,
    sql`select coalesce(sum(amount_cents), 0) as cents from refunds
        where order_id = ${orderId} and state = 'approved' and settlement = 'escrow'`,
  );
  return Number(row?.cents ?? 0);
}

/** The owner of a shop: whose merchant balance its sales credit. */
export async function shopOwnerId(tx: Tx, shopId: number): Promise<number> {
  const [row] = await queryRows<{ owner_id: number }>(
    tx,
    sql`select owner_id from shops where id = ${shopId}`,
  );
  if (!row) throw new Error(`shop ${shopId} has no owner`);
  return row.owner_id;
}

/**
 * The platform's commission on the order's goods still sold (lines not refunded, nothing when
 * the whole order was refunded): each line's total times the percent that applies, rounded down
 * to the cent: the shop's override (decision 0029), else the category's own, else its parent's,
 * else the default.
 */
export async function commissionCents(
  tx: Tx,
  orderId: number,
  defaultPercent: number,
): Promise<number> {
  const [row] = await queryRows<{ cents: string }>(
    tx,
    sql`select coalesce(sum(floor(i.price_cents::numeric * i.num * coalesce(s.commission_percent, c.commission_percent, p2.commission_percent, ${defaultPercent}::numeric) / 100)), 0) as cents
        from order_items i
        join orders o on o.id = i.order_id
        join shops s on s.id = o.shop_id
        join products p on p.id = i.product_id
        left join categories c on c.id = p.category_id
        left join categories p2 on p2.id = c.parent_id
        where i.order_id = ${orderId} and i.refund_state is distinct from 'approved'
          and not exists (select 1 from refunds r where r.order_id = ${orderId} and r.item_id is null and r.state = 'approved')`,
  );
  return Number(row?.cents ?? 0);
}

export async function setOrderCommission(tx: Tx, orderId: number, cents: number): Promise<void> {
  await tx.execute(sql`update orders set commission_cents = ${cents} where id = ${orderId}`);
}

/** Records what a shop owes on a cash-on-delivery order it completed. */
export async function insertCommissionDue(
  tx: Tx,
  shopId: number,
  orderId: number,
  cents: number,
): Promise<void> {
  if (cents <= 0) return;
  await tx.execute(
    sql`insert into commission_dues (shop_id, order_id, amount_cents) values (${shopId}, ${orderId}, ${cents}) on conflict do nothing`,
  );
}

/**
 * Settles the shop's oldest open dues from a credit of at most `availableCents`, locking them;
 * answers the cents taken.
 */
export async function settleCommissionDues(
  tx: Tx,
  shopId: number,
  availableCents: number,
): Promise<number> {
  if (availableCents <= 0) return 0;
  const open = await queryRows<{ id: number; open: number }>(
    tx,
    sql`select id, amount_cents - settled_cents as open from commission_dues
        where shop_id = ${shopId} and settled_cents < amount_cents order by id for update`,
  );
  let taken = 0;
  for (const due of open) {
    const take = Math.min(due.open, availableCents - taken);
    if (take <= 0) break;
    await tx.execute(
      sql`update commission_dues set settled_cents = settled_cents + ${take} where id = ${due.id}`,
    );
    taken += take;
  }
  return taken;
}
