import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/query-rows';

export interface CommissionRange {
  /** YYYY-MM-DD (UTC), included; null: from the first entry. */
  from: string | null;
  /** YYYY-MM-DD (UTC), included; null: to now. */
  to: string | null;
}

/**
 * The platform commission account's entries in the range, each with the order it belongs to
 * (commission taken at an order's completion is referenced by the order, commission given
 * back by the refund) and that order's shop.
 */
function commissionEntries(range: CommissionRange): SQL {
  const from =
    range.from === null
      ? sql`true`
      : sql`e.created_at >= (${range.from}::date)::timestamp at time zone 'UTC'`;
  const to =
    range.to === null
      ? sql`true`
      : sql`e.created_at < (${range.to}::date + 1)::timestamp at time zone 'UTC'`;
  return sql`select e.amount_cents, e.created_at, e.ref_type,
      o.id as order_id, o.shop_id
    from ledger_entries e
    left join refunds r on e.ref_type = 'refund' and r.id = e.ref_id
    left join orders o on o.id = case when e.ref_type = 'order' then e.ref_id else r.order_id end
    where e.user_id is null and e.account = 'commission' and ${from} and ${to}`;
}

/** Orders whose commission was taken (not given back) by these entries. */
const TAKEN_ORDERS = sql`count(distinct order_id) filter (where ref_type = 'order' and amount_cents > 0)`;

export interface CommissionSums {
  cents: number;
  orders: number;
}

export async function commissionTotal(db: DbOrTx, range: CommissionRange): Promise<CommissionSums> {
  const [row] = await queryRows<{ cents: string | null; orders: number }>(
    db,
    sql`select sum(amount_cents) as cents, ${TAKEN_ORDERS}::int as orders
      from (${commissionEntries(range)}) c`,
  );
  return { cents: Number(row?.cents ?? 0), orders: row?.orders ?? 0 };
}

/** Net commission per UTC day or month, oldest first. */
export async function commissionByPeriod(
  db: DbOrTx,
  range: CommissionRange,
  by: 'day' | 'month',
): Promise<(CommissionSums & { period: string })[]> {
  const format = by === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
  const rows = await queryRows<{ period: string; cents: string; orders: number }>(
    db,
    sql`select to_char(created_at at time zone 'UTC', ${format}) as period,
        sum(amount_cents) as cents, ${TAKEN_ORDERS}::int as orders
      from (${commissionEntries(range)}) c group by 1 order by 1`,
  );
  return rows.map((row) => ({ period: row.period, cents: Number(row.cents), orders: row.orders }));
}

/** The shops whose orders earned the most net commission, most first (null: no shop). */
export async function commissionByShop(
  db: DbOrTx,
  range: CommissionRange,
  limit: number,
): Promise<(CommissionSums & { shopId: number | null; name: string })[]> {
  const rows = await queryRows<{
    shop_id: number | null;
    name: string | null;
    cents: string;
    orders: number;
  }>(
    db,
    sql`select c.shop_id, s.name, sum(c.amount_cents) as cents, ${TAKEN_ORDERS}::int as orders
      from (${commissionEntries(range)}) c left join shops s on s.id = c.shop_id
      group by c.shop_id, s.name order by sum(c.amount_cents) desc, c.shop_id limit ${limit}`,
  );
  return rows.map((row) => ({
    shopId: row.shop_id,
    name: row.name ?? '',
    cents: Number(row.cents),
    orders: row.orders,
  }));
}
