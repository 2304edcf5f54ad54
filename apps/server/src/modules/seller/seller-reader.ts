import type { ShopStatus } from '@mall/contract/shops';
import type { DbOrTx } from '../../db/client';
import { findShopProduct as findProductOfShop } from './seller-product-repository';
import {
  findApprovedShopId as findOpenShopId,
  findSellerShop as findOwnShop,
} from './seller-shop-repository';

/** What the seller module publishes for the others (and the auth plugin) to read. */

/** The user's shop if it is approved (open for business), else null. */
export function findApprovedShopId(db: DbOrTx, userId: number): Promise<number | null> {
  return findOpenShopId(db, userId);
}

/**
 * The user's shop whether open or suspended (decision 0029: a suspended shop keeps its seller
 * center for its orders and refunds), with its status; null when the user has none.
 */
export function findSellerShop(
  db: DbOrTx,
  userId: number,
): Promise<{ id: number; status: ShopStatus } | null> {
  return findOwnShop(db, userId);
}

/** A product of the shop, whatever its status, or null (another shop's or no such product). */
export async function findShopProduct(
  db: DbOrTx,
  id: number,
  shopId: number,
): Promise<{ id: number; name_en: string } | null> {
  const row = await findProductOfShop(db, id, shopId);
  return row ? { id: row.id, name_en: row.name_en } : null;
}
