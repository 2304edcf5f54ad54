import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/query-rows';

export interface ShopRow {
  id: number;
  name: string;
  logo: string;
  banner: string;
  description: string;
  product_count: number;
  followers: number;
  followed: boolean;
  rating: number;
}

/** A shop's public summary (shop alias `s`); `followed` for the viewer (0: nobody). */
export function shopColumns(viewerId: number): SQL {
  return sql`s.id, s.name, s.logo, s.banner, s.description,
    (select count(*)::int from products p where p.shop_id = s.id and p.status = 'approved') as product_count,
    (select count(*)::int from shop_follows f where f.shop_id = s.id) as followers,
    exists (select 1 from shop_follows f where f.shop_id = s.id and f.user_id = ${viewerId}) as followed,
    coalesce((select round(avg(c.star), 1) from comments c join products p on p.id = c.product_id
      where p.shop_id = s.id and p.status = 'approved'), 0)::float8 as rating`;
}

/** An open (approved) shop's summary, or null. */
export async function findShopSummary(
  db: DbOrTx,
  shopId: number,
  viewerId: number,
): Promise<ShopRow | null> {
  const [row] = await queryRows<ShopRow>(
    db,
    sql`select ${shopColumns(viewerId)} from shops s where s.id = ${shopId} and s.status = 'approved'`,
  );
  return row ?? null;
}
