import { and, count, eq, sql } from 'drizzle-orm';
import type { Lang } from '@mall/contract/locales';
import type { OrderStatus } from '@mall/contract/orders';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { orders } from '../../db/schema/index';
import { localText, utcDayStart } from '../../db/sql-fragments';

/*
 * The back office's figures over orders. A sale is a paid order (pay_time set: paid from the
 * wallet, a bank payment confirmed, a cash-on-delivery order delivered) that was not cancelled
 * since, counted at its grand total on the UTC day it was paid.
 */
const SOLD = sql.raw(`o.order_status <> 'cancelled'`);

/** Bank payments submitted for an unpaid order, waiting for the back office's confirmation. */
export async function countBankPaymentsUnderReview(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.paymentStatus, 'pending'), eq(orders.orderStatus, 'unpaid')));
  return row?.n ?? 0;
}

export interface SalesCents {
  cents: number;
  orders: number;
}

export interface SalesWindows {
  today: SalesCents;
  last_7_days: SalesCents;
  last_30_days: SalesCents;
}

interface SalesWindowsRow {
  today_cents: number;
  today_orders: number;
  week_cents: number;
  week_orders: number;
  month_cents: number;
  month_orders: number;
}

/** Sales today and in the last 7 and 30 UTC days (today included), in one statement. */
export async function salesWindows(db: DbOrTx): Promise<SalesWindows> {
  const today = utcDayStart(0);
  const week = utcDayStart(6);
  const [row] = await queryRows<SalesWindowsRow>(
    db,
    sql`select
        coalesce(sum(o.grand_total_cents) filter (where o.pay_time >= ${today}), 0)::float8 as today_cents,
        (count(*) filter (where o.pay_time >= ${today}))::int as today_orders,
        coalesce(sum(o.grand_total_cents) filter (where o.pay_time >= ${week}), 0)::float8 as week_cents,
        (count(*) filter (where o.pay_time >= ${week}))::int as week_orders,
        coalesce(sum(o.grand_total_cents), 0)::float8 as month_cents,
        count(*)::int as month_orders
      from orders o where o.pay_time >= ${utcDayStart(29)} and ${SOLD}`,
  );
  return {
    today: { cents: row?.today_cents ?? 0, orders: row?.today_orders ?? 0 },
    last_7_days: { cents: row?.week_cents ?? 0, orders: row?.week_orders ?? 0 },
    last_30_days: { cents: row?.month_cents ?? 0, orders: row?.month_orders ?? 0 },
  };
}

/** How many orders are in each state (states without orders are absent). */
export async function countOrdersByState(
  db: DbOrTx,
): Promise<{ state: OrderStatus; count: number }[]> {
  return db
    .select({ state: orders.orderStatus, count: count() })
    .from(orders)
    .groupBy(orders.orderStatus);
}

export interface SalesPointRow {
  date: string;
  cents: number;
  orders: number;
}

/**
 * Sales per UTC day (the last `points` days) or month (the last `points` months), oldest
 * first, today's day or month last; a period without sales is a point of zero.
 */
export async function salesSeries(
  db: DbOrTx,
  unit: 'day' | 'month',
  points: number,
): Promise<SalesPointRow[]> {
  if (!Number.isInteger(points) || points < 1) throw new Error('bad number of points');
  const current = `date_trunc('${unit}', now() at time zone 'UTC')`;
  /** UTC wall times (timestamp without time zone): the first period's start, and the step. */
  const first = sql.raw(`(${current} - interval '${points - 1} ${unit}s')`);
  const step = sql.raw(`interval '1 ${unit}'`);
  const truncate = sql.raw(`'${unit}'`);
  return queryRows<SalesPointRow>(
    db,
    sql`with periods as (
        select generate_series(${first}, ${sql.raw(current)}, ${step}) as start
      ),
      sold as (
        select date_trunc(${truncate}, o.pay_time at time zone 'UTC') as start,
          sum(o.grand_total_cents) as cents, count(*) as orders
        from orders o
        where o.pay_time >= (${first} at time zone 'UTC') and ${SOLD}
        group by 1
      )
      select to_char(p.start, 'YYYY-MM-DD') as date,
        coalesce(s.cents, 0)::float8 as cents, coalesce(s.orders, 0)::int as orders
      from periods p left join sold s on s.start = p.start
      order by p.start`,
  );
}

export interface TopProductRow {
  id: number;
  name: string;
  shop_id: number;
  shop_name: string;
  cents: number;
  units: number;
}

/** The products whose lines in sold orders since that day add up to most, most first. */
export async function topProducts(
  db: DbOrTx,
  sinceDaysAgo: number,
  limit: number,
  lang: Lang,
): Promise<TopProductRow[]> {
  return queryRows<TopProductRow>(
    db,
    sql`select p.id, ${localText('p', 'name', lang)} as name, s.id as shop_id, s.name as shop_name,
        sum(i.price_cents * i.num)::float8 as cents, sum(i.num)::int as units
      from orders o
        join order_items i on i.order_id = o.id
        join products p on p.id = i.product_id
        join shops s on s.id = p.shop_id
      where o.pay_time >= ${utcDayStart(sinceDaysAgo)} and ${SOLD}
      group by p.id, s.id
      order by cents desc, p.id
      limit ${limit}`,
  );
}

export interface TopShopRow {
  id: number;
  name: string;
  cents: number;
  orders: number;
}

/** The shops whose sold orders since that day add up to most, most first. */
export async function topShops(
  db: DbOrTx,
  sinceDaysAgo: number,
  limit: number,
): Promise<TopShopRow[]> {
  return queryRows<TopShopRow>(
    db,
    sql`select s.id, s.name, sum(o.grand_total_cents)::float8 as cents, count(*)::int as orders
      from orders o join shops s on s.id = o.shop_id
      where o.pay_time >= ${utcDayStart(sinceDaysAgo)} and ${SOLD}
      group by s.id
      order by cents desc, s.id
      limit ${limit}`,
  );
}
