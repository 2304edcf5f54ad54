import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { shopSummaryColumns, type ShopSummaryRow } from '../../db/sql-fragments';

interface FollowRow {
  found: number;
  followers: number;
}

/** Follows an open shop (again: no change); whether it exists and its followers after, in one statement. */
export async function followShop(
  db: DbOrTx,
  userId: number,
  shopId: number,
): Promise<{ found: boolean; followers: number }> {
  const [row] = await queryRows<FollowRow>(
    db,
    sql`with shop as (select id from shops where id = ${shopId} and status = 'approved'),
      added as (
        insert into shop_follows (user_id, shop_id) select ${userId}, id from shop
        on conflict do nothing returning shop_id
      )
      select (select count(*)::int from shop) as found,
        (select count(*)::int from shop_follows where shop_id = ${shopId}) + (select count(*)::int from added) as followers`,
  );
  return { found: (row?.found ?? 0) > 0, followers: row?.followers ?? 0 };
}

/** Unfollows a shop (a suspended one too); whether it exists and its followers after. */
export async function unfollowShop(
  db: DbOrTx,
  userId: number,
  shopId: number,
): Promise<{ found: boolean; followers: number }> {
  const [row] = await queryRows<FollowRow>(
    db,
    sql`with removed as (delete from shop_follows where user_id = ${userId} and shop_id = ${shopId} returning shop_id)
      select (select count(*)::int from shops where id = ${shopId}) as found,
        (select count(*)::int from shop_follows where shop_id = ${shopId}) - (select count(*)::int from removed) as followers`,
  );
  return { found: (row?.found ?? 0) > 0, followers: row?.followers ?? 0 };
}

/** A page of the open shops a user follows, latest followed first, with the total, in one statement. */
export async function pageFollowedShops(
  db: DbOrTx,
  userId: number,
  limit: number,
  offset: number,
): Promise<{ rows: ShopSummaryRow[]; total: number }> {
  const rows = await queryRows<Partial<ShopSummaryRow> & { total: number }>(
    db,
    sql`with mine as materialized (
        select f.shop_id, f.created_at from shop_follows f join shops s on s.id = f.shop_id
        where f.user_id = ${userId} and s.status = 'approved'
      )
      select t.total, page.*
      from (select count(*)::int as total from mine) t
      left join lateral (
        select ${shopSummaryColumns(userId)}, m.created_at as followed_at
        from mine m join shops s on s.id = m.shop_id
        order by m.created_at desc, s.id desc
        limit ${limit} offset ${offset}
      ) page on true
      order by page.followed_at desc, page.id desc`,
  );
  return {
    total: rows[0]?.total ?? 0,
    rows: rows
      .filter(
        (row): row is ShopSummaryRow & { total: number; followed_at: unknown } =>
          row.id !== null && row.id !== undefined,
      )
      .map(({ total: _total, followed_at: _at, ...shop }) => shop),
  };
}
