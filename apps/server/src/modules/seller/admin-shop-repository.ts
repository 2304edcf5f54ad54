import { sql, type SQL } from 'drizzle-orm';
import type { AdminShopQuery, ShopStatus } from '@mall/contract/shops';
import { pageOffset } from '@mall/contract/pagination';
import type { DbOrTx, Tx } from '../../db/client';
import { queryRows } from '../../db/query-rows';

/** The back office's statements on shops (decision 0029). */

export interface AdminShopRow {
  id: number;
  name: string;
  logo: string;
  status: ShopStatus;
  commission_percent: number | null;
  created_at: Date | string;
  owner_id: number;
  owner_email: string;
  owner_firstname: string;
  product_count: number;
  order_count: number;
}

const likeEscaped = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const SORT_COLUMNS = {
  created_at: sql.raw('s.created_at'),
  name: sql.raw('lower(s.name)'),
  product_count: sql.raw('product_count'),
  order_count: sql.raw('order_count'),
} as const;

function selectShops(db: DbOrTx, where: SQL, order: SQL, limit: number, offset: number) {
  return queryRows<AdminShopRow>(
    db,
    sql`select s.id, s.name, s.logo, s.status, s.commission_percent::float8 as commission_percent, s.created_at,
          u.id as owner_id, u.email as owner_email, u.firstname as owner_firstname,
          (select count(*)::int from products p where p.shop_id = s.id) as product_count,
          (select count(*)::int from orders o where o.shop_id = s.id) as order_count
        from shops s join users u on u.id = s.owner_id
        where ${where}
        order by ${order}
        limit ${limit} offset ${offset}`,
  );
}

/** A page of shops by name or owner email and status, in the order asked, and their number. */
export async function pageAdminShops(
  db: DbOrTx,
  query: AdminShopQuery,
): Promise<{ rows: AdminShopRow[]; total: number }> {
  const conditions: SQL[] = [sql`true`];
  if (query.q) {
    const like = likeEscaped(query.q);
    conditions.push(sql`(s.name ilike ${like} or u.email ilike ${like})`);
  }
  if (query.status) conditions.push(sql`s.status = ${query.status}`);
  const where = sql.join(conditions, sql` and `);
  const direction = sql.raw(query.order === 'asc' ? 'asc' : 'desc');
  const order = sql`${SORT_COLUMNS[query.sort ?? 'created_at']} ${direction}, s.id ${direction}`;
  const [rows, counted] = await Promise.all([
    selectShops(db, where, order, query.pagesize, pageOffset(query)),
    queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from shops s join users u on u.id = s.owner_id where ${where}`,
    ),
  ]);
  return { rows, total: counted[0]?.n ?? 0 };
}

/** One shop as the back office sees it, or null. */
export async function findAdminShop(db: DbOrTx, id: number): Promise<AdminShopRow | null> {
  const [row] = await selectShops(db, sql`s.id = ${id}`, sql`s.id`, 1, 0);
  return row ?? null;
}

/** Locks the shop row for the rest of the transaction; its status and override, or null. */
export async function lockShop(
  tx: Tx,
  id: number,
): Promise<{ status: ShopStatus; commission_percent: number | null } | null> {
  const [row] = await queryRows<{ status: ShopStatus; commission_percent: number | null }>(
    tx,
    sql`select status, commission_percent::float8 as commission_percent from shops where id = ${id} for update`,
  );
  return row ?? null;
}

export async function setShopStatus(tx: Tx, id: number, status: ShopStatus): Promise<void> {
  await tx.execute(sql`update shops set status = ${status}, updated_at = now() where id = ${id}`);
}

/** Sets (a percent) or clears (null) the shop's commission override. */
export async function setShopCommission(tx: Tx, id: number, percent: number | null): Promise<void> {
  await tx.execute(
    sql`update shops set commission_percent = ${percent === null ? null : percent.toFixed(2)}::numeric, updated_at = now() where id = ${id}`,
  );
}
