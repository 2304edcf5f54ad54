import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { BUYER_VISIBLE } from '../../db/sql-fragments';

/** Adds a visible product to the wishlist (again: no change); the count after, in one statement. */
export async function addToWishlist(
  db: DbOrTx,
  userId: number,
  productId: number,
): Promise<{ found: boolean; count: number }> {
  const [row] = await queryRows<{ found: number; count: number }>(
    db,
    sql`with product as (select p.id from products p where p.id = ${productId} and ${BUYER_VISIBLE}),
      added as (
        insert into wishlists (user_id, product_id) select ${userId}, id from product
        on conflict do nothing returning product_id
      )
      select (select count(*)::int from product) as found,
        (select count(*)::int from wishlists where user_id = ${userId}) + (select count(*)::int from added) as count`,
  );
  return { found: (row?.found ?? 0) > 0, count: row?.count ?? 0 };
}

/**
 * Removes a product from the wishlist; the count after. `found` is false only when the
 * product does not exist at all (a hidden product can still be removed).
 */
export async function removeFromWishlist(
  db: DbOrTx,
  userId: number,
  productId: number,
): Promise<{ found: boolean; count: number }> {
  const [row] = await queryRows<{ found: number; count: number }>(
    db,
    sql`with removed as (
        delete from wishlists where user_id = ${userId} and product_id = ${productId} returning product_id
      )
      select (select count(*)::int from products where id = ${productId}) as found,
        (select count(*)::int from wishlists where user_id = ${userId}) - (select count(*)::int from removed) as count`,
  );
  return { found: (row?.found ?? 0) > 0, count: row?.count ?? 0 };
}
