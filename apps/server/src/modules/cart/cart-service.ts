import type { Cart, CartCount, CartItem, CartUpType } from '@mall/contract/cart';
import { ErrorCode } from '@mall/contract/errors';
import type { Lang } from '@mall/contract/locales';
import { centsToAmount } from '@mall/contract/money';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../plugins/app-error';
import * as repo from './cart-repository';
import type { CartLineRow } from './cart-repository';

export function toCartItem(row: CartLineRow): CartItem {
  return {
    item_id: row.item_id,
    product_id: row.product_id,
    name: row.name,
    image: row.image,
    price: centsToAmount(row.price_cents),
    qty: row.qty,
    stock: row.stock,
    selected: row.selected,
    shop: { id: row.shop_id, name: row.shop_name },
  };
}

/** Cents of the selected lines that can be bought now (a sold-out product counts nothing). */
export function selectedSubtotalCents(rows: readonly CartLineRow[]): number {
  return rows
    .filter((row) => row.selected && row.stock > 0)
    .reduce((sum, row) => sum + row.price_cents * row.qty, 0);
}

/** The selected lines of the user's cart with their product and shop: what checkout shows and totals. */
export function selectedCartLines(db: DbOrTx, userId: number, lang: Lang): Promise<CartLineRow[]> {
  return repo.listCartLines(db, userId, lang, true);
}

export async function cartOf(db: DbOrTx, userId: number, lang: Lang): Promise<Cart> {
  const rows = await repo.listCartLines(db, userId, lang);
  return {
    items: rows.map(toCartItem),
    items_count: rows.reduce((sum, row) => sum + row.qty, 0),
    subtotal: centsToAmount(selectedSubtotalCents(rows)),
  };
}

export interface AddInput {
  productId: number;
  qty: number;
  buyNow: boolean;
}

/** cart/add: 2000021 for a product that cannot be bought, 2000023 beyond its stock. */
export async function addToCart(db: Db, userId: number, input: AddInput): Promise<CartCount> {
  const added = await db.transaction(async (tx) => {
    if (!(await repo.addCartLine(tx, userId, input.productId, input.qty, input.buyNow)))
      return false;
    if (input.buyNow) await repo.selectOnly(tx, userId, input.productId);
    return true;
  });
  if (!added) {
    if (!(await repo.isSellable(db, input.productId)))
      throw new AppError(ErrorCode.ProductInvalid, { product_id: input.productId });
    throw new AppError(ErrorCode.InsufficientStock, { product_id: input.productId });
  }
  return { items_count: await repo.countCartUnits(db, userId) };
}

export interface UpdateInput {
  itemId: number;
  qty?: number | undefined;
  upType?: CartUpType | undefined;
}

/** cart/updateinfo: 2000019 for a line that is not the caller's, 2000023 beyond the stock. */
export async function updateCartLine(
  db: Db,
  userId: number,
  input: UpdateInput,
  lang: Lang,
): Promise<Cart> {
  if (input.upType === 'remove') {
    if (!(await repo.removeCartLine(db, userId, input.itemId)))
      throw new AppError(ErrorCode.NoData);
    return cartOf(db, userId, lang);
  }
  const change: repo.QtyChange =
    input.upType === 'add_one'
      ? { step: 1 }
      : input.upType === 'less_one'
        ? { step: -1 }
        : { set: input.qty ?? 1 };
  const qty = await repo.changeCartQty(db, userId, input.itemId, change);
  if (qty === null) {
    if (!(await repo.ownsCartLine(db, userId, input.itemId))) throw new AppError(ErrorCode.NoData);
    throw new AppError(ErrorCode.InsufficientStock, { item_id: input.itemId });
  }
  return cartOf(db, userId, lang);
}

/** cart/select: one line or all; 2000019 for a line that is not the caller's. */
export async function selectCartLines(
  db: Db,
  userId: number,
  itemId: number | null,
  checked: boolean,
  lang: Lang,
): Promise<Cart> {
  const changed = await repo.setSelected(db, userId, itemId, checked);
  if (itemId !== null && changed === 0) throw new AppError(ErrorCode.NoData);
  return cartOf(db, userId, lang);
}
