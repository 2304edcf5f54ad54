import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Lang } from '@mall/contract/locales';
import type { Tx } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { cartItems, orderItems, orders, type AddressSnapshot } from '../../db/schema/index';
import { localText, BUYER_VISIBLE } from '../../db/sql-fragments';
import type { CheckoutLine, OrderDraft } from './order-drafts';

/**
 * The user's selected cart lines with their products, locking both (in product id order, the
 * one order every checkout takes) until the transaction ends: a second checkout of the same
 * cart waits, then finds the lines gone; concurrent buyers of one product queue on its row.
 */
export async function lockSelectedLines(
  tx: Tx,
  userId: number,
  lang: Lang,
): Promise<CheckoutLine[]> {
  const rows = await queryRows<{
    item_id: number;
    product_id: number;
    shop_id: number;
    name: string;
    image: string;
    price_cents: number;
    qty: number;
    stock: number;
    sellable: boolean;
  }>(
    tx,
    sql`select c.id as item_id, c.product_id, p.shop_id, ${localText('p', 'name', lang)} as name, p.image, p.price_cents, c.qty, p.stock,
        (${BUYER_VISIBLE}) as sellable
      from cart_items c join products p on p.id = c.product_id
      where c.user_id = ${userId} and c.selected
      order by p.id
      for update of c, p`,
  );
  return rows.map((row) => ({
    itemId: row.item_id,
    productId: row.product_id,
    shopId: row.shop_id,
    name: row.name,
    image: row.image,
    priceCents: row.price_cents,
    qty: row.qty,
    stock: row.stock,
    sellable: row.sellable,
  }));
}

export interface PlacedOrder {
  id: number;
  shopId: number;
}

export interface OrderHeader {
  userId: number;
  checkoutGroup: string;
  address: AddressSnapshot & { address_id: number; is_default: boolean };
  arrivalMethod: string;
  paymentMethod: 'wallet' | 'bank' | 'cod';
  remark: string;
  autoCancelMinutes: number;
}

/** Inserts one order per draft in one statement; answers their ids by shop. */
export async function insertOrders(
  tx: Tx,
  header: OrderHeader,
  drafts: readonly (OrderDraft & { incrementId: string })[],
): Promise<PlacedOrder[]> {
  return tx
    .insert(orders)
    .values(
      drafts.map((draft) => ({
        incrementId: draft.incrementId,
        userId: header.userId,
        shopId: draft.shopId,
        checkoutGroup: header.checkoutGroup,
        subtotalCents: draft.subtotalCents,
        shippingCents: draft.shippingCents,
        grandTotalCents: draft.grandTotalCents,
        paymentMethod: header.paymentMethod,
        arrivalMethod: header.arrivalMethod,
        remark: header.remark,
        address: header.address,
        firstName: header.address.first_name,
        email: header.address.email,
        telephone: header.address.telephone,
        expiresAt: sql`now() + make_interval(mins => ${header.autoCancelMinutes}::int)`,
      })),
    )
    .returning({ id: orders.id, shopId: orders.shopId });
}

/** Inserts every line of every order in one statement, at the prices read under the lock. */
export async function insertOrderItems(
  tx: Tx,
  placed: readonly PlacedOrder[],
  drafts: readonly OrderDraft[],
): Promise<void> {
  const orderIdOf = new Map(placed.map((order) => [order.shopId, order.id]));
  const values = drafts.flatMap((draft) =>
    draft.lines.map((line) => ({
      orderId: orderIdOf.get(draft.shopId) ?? 0,
      productId: line.productId,
      name: line.name,
      image: line.image,
      priceCents: line.priceCents,
      num: line.qty,
    })),
  );
  await tx.insert(orderItems).values(values);
}

export async function deleteCartLines(
  tx: Tx,
  userId: number,
  itemIds: readonly number[],
): Promise<void> {
  await tx
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, [...itemIds])));
}
