import { sql } from 'drizzle-orm';
import type { Lang } from '@mall/contract/locales';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { localText, BUYER_VISIBLE } from '../../db/sql-fragments';

export interface CartLineRow {
  item_id: number;
  product_id: number;
  qty: number;
  selected: boolean;
  name: string;
  image: string;
  price_cents: number;
  /** Units on hand; 0 when the product is no longer sold. */
  stock: number;
  shop_id: number;
  shop_name: string;
}

/** The user's cart lines, newest first, with their product and shop, in one statement. */
export async function listCartLines(
  db: DbOrTx,
  userId: number,
  lang: Lang,
  onlySelected = false,
): Promise<CartLineRow[]> {
  return queryRows<CartLineRow>(
    db,
    sql`select c.id as item_id, c.product_id, c.qty, c.selected, ${localText('p', 'name', lang)} as name, p.image, p.price_cents,
        case when ${BUYER_VISIBLE} then p.stock else 0 end as stock, s.id as shop_id, s.name as shop_name
      from cart_items c join products p on p.id = c.product_id join shops s on s.id = p.shop_id
      where c.user_id = ${userId} ${onlySelected ? sql`and c.selected` : sql``}
      order by c.created_at desc, c.id desc`,
  );
}

/**
 * Adds units of a sellable product to the user's cart in one statement, never beyond its
 * stock: a new line, or more units on the existing line (buy now: exactly `qty`, selected).
 * Answers false when nothing was written (an unsellable product or not enough stock).
 */
export async function addCartLine(
  db: DbOrTx,
  userId: number,
  productId: number,
  qty: number,
  buyNow: boolean,
): Promise<boolean> {
  const wanted = buyNow ? sql`excluded.qty` : sql`cart_items.qty + excluded.qty`;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with p as (select p.id, p.stock from products p where p.id = ${productId} and ${BUYER_VISIBLE})
      insert into cart_items (user_id, product_id, qty, selected)
      select ${userId}, p.id, ${qty}, true from p where p.stock >= ${qty}
      on conflict (user_id, product_id) do update
        set qty = ${wanted}, selected = true, updated_at = now()
        where ${wanted} <= (select stock from p)
      returning id`,
  );
  return rows.length > 0;
}

/** Buy now: only this product's line stays selected. */
export async function selectOnly(db: DbOrTx, userId: number, productId: number): Promise<void> {
  await db.execute(
    sql`update cart_items set selected = (product_id = ${productId}) where user_id = ${userId}`,
  );
}

/** Whether the product exists and can be bought now. */
export async function isSellable(db: DbOrTx, productId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select p.id from products p where p.id = ${productId} and ${BUYER_VISIBLE}`,
  );
  return rows.length > 0;
}

/** Units in the user's cart (the card count). */
export async function countCartUnits(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select coalesce(sum(qty), 0)::int as n from cart_items where user_id = ${userId}`,
  );
  return row?.n ?? 0;
}

export type QtyChange = { set: number } | { step: 1 | -1 };

/**
 * Changes the quantity of one of the user's lines in one statement, never above the stock
 * and never below 1. Answers the new quantity, or null when nothing was written.
 */
export async function changeCartQty(
  db: DbOrTx,
  userId: number,
  itemId: number,
  change: QtyChange,
): Promise<number | null> {
  const qty =
    'set' in change
      ? sql`${change.set}::int`
      : change.step === 1
        ? sql`c.qty + 1`
        : sql`greatest(c.qty - 1, 1)`;
  const rows = await queryRows<{ qty: number }>(
    db,
    sql`update cart_items c set qty = ${qty}, updated_at = now()
      from products p
      where c.id = ${itemId} and c.user_id = ${userId} and p.id = c.product_id and (${qty} <= c.qty or (${qty} <= p.stock and ${BUYER_VISIBLE}))
      returning c.qty`,
  );
  return rows[0]?.qty ?? null;
}

/** Whether the line exists and is the user's. */
export async function ownsCartLine(db: DbOrTx, userId: number, itemId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from cart_items where id = ${itemId} and user_id = ${userId}`,
  );
  return rows.length > 0;
}

export async function removeCartLine(db: DbOrTx, userId: number, itemId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`delete from cart_items where id = ${itemId} and user_id = ${userId} returning id`,
  );
  return rows.length > 0;
}

/** Selects or deselects one line (itemId) or all of the user's lines; answers how many. */
export async function setSelected(
  db: DbOrTx,
  userId: number,
  itemId: number | null,
  selected: boolean,
): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update cart_items set selected = ${selected}
      where user_id = ${userId} ${itemId === null ? sql`` : sql`and id = ${itemId}`} returning id`,
  );
  return rows.length;
}
