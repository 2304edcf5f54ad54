import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { BUYER_VISIBLE } from '../../db/sql-fragments';

export interface CommentRow {
  id: number;
  star: number;
  content: string;
  images: string[];
  created_at: Date | string;
  firstname: string;
  avatar: string;
}

/** A page of a visible product's comments, newest first, with their count and average, in one statement. */
export async function pageComments(
  db: DbOrTx,
  productId: number,
  limit: number,
  offset: number,
): Promise<{ rows: CommentRow[]; count: number; average: number }> {
  const rows = await queryRows<Partial<CommentRow> & { count: number; average: number }>(
    db,
    sql`with product as (select p.id from products p where p.id = ${productId} and ${BUYER_VISIBLE}),
      stats as (
        select count(*)::int as count, coalesce(round(avg(c.star), 1), 0)::float8 as average
        from comments c where c.product_id in (select id from product)
      )
      select stats.count, stats.average, page.*
      from stats
      left join lateral (
        select c.id, c.star::int as star, c.content, c.images, c.created_at, u.firstname, u.avatar
        from comments c join users u on u.id = c.user_id
        where c.product_id in (select id from product)
        order by c.created_at desc, c.id desc
        limit ${limit} offset ${offset}
      ) page on true
      order by page.created_at desc, page.id desc`,
  );
  const first = rows[0];
  return {
    count: first?.count ?? 0,
    average: Number(first?.average ?? 0),
    rows: rows.filter(
      (row): row is CommentRow & { count: number; average: number } =>
        row.id !== null && row.id !== undefined,
    ),
  };
}
