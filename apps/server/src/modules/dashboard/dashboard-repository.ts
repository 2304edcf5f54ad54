import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/query-rows';

export interface BuyerCounters {
  cart_count: number;
  wishlist_count: number;
  order_count: number;
  ordered_count: number;
}

/** The buyer's counters in one statement: cart units, wishlist, orders not cancelled and their units. */
export async function buyerCounters(db: DbOrTx, userId: number): Promise<BuyerCounters> {
  const [row] = await queryRows<BuyerCounters>(
    db,
    sql`select
      (select coalesce(sum(qty), 0)::int from cart_items where user_id = ${userId}) as cart_count,
      (select count(*)::int from wishlists where user_id = ${userId}) as wishlist_count,
      (select count(*)::int from orders where user_id = ${userId} and order_status <> 'cancelled') as order_count,
      (select coalesce(sum(i.num), 0)::int from order_items i join orders o on o.id = i.order_id
        where o.user_id = ${userId} and o.order_status <> 'cancelled') as ordered_count`,
  );
  return row ?? { cart_count: 0, wishlist_count: 0, order_count: 0, ordered_count: 0 };
}

export interface SalesFigures {
  /** Cents of sold orders (paid or accepted, not cancelled), less approved refunds. */
  sales_cents: number;
  month_cents: number;
  last_month_cents: number;
  /** Units in those orders. */
  units: number;
  /** The shop's orders, not cancelled. */
  order_count: number;
  product_count: number;
}

/**
 * A shop's sales in one statement. A sale is an order past unpaid and not cancelled, counted
 * in the calendar month (UTC) it was placed, net of its approved refunds.
 */
export async function salesFigures(db: DbOrTx, shopId: number): Promise<SalesFigures> {
  const [row] = await queryRows<SalesFigures>(
    db,
    sql`with sold as (
        select o.created_at,
          o.grand_total_cents - coalesce((select sum(r.amount_cents) from refunds r where r.order_id = o.id and r.state = 'approved'), 0) as net,
          (select coalesce(sum(i.num), 0) from order_items i where i.order_id = o.id) as units
        from orders o where o.shop_id = ${shopId} and o.order_status not in ('unpaid', 'cancelled')),
      month as (select date_trunc('month', now(), 'UTC') as start)
      select
        coalesce(sum(net), 0)::float8 as sales_cents,
        coalesce(sum(net) filter (where created_at >= month.start), 0)::float8 as month_cents,
        coalesce(sum(net) filter (where created_at >= month.start - interval '1 month' and created_at < month.start), 0)::float8 as last_month_cents,
        coalesce(sum(units), 0)::int as units,
        (select count(*)::int from orders where shop_id = ${shopId} and order_status <> 'cancelled') as order_count,
        (select count(*)::int from products where shop_id = ${shopId}) as product_count
      from sold, month`,
  );
  return (
    row ?? {
      sales_cents: 0,
      month_cents: 0,
      last_month_cents: 0,
      units: 0,
      order_count: 0,
      product_count: 0,
    }
  );
}
