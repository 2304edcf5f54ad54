import type { DbOrTx } from '../../db/client';
import { findShopProduct as findProductOfShop } from './seller-product-repository';
import { findApprovedShopId as findOpenShopId } from './seller-shop-repository';

/** What the seller module publishes for the others (and the auth plugin) to read. */

/** The user's shop if it is approved (open for business), else null. */
export function findApprovedShopId(db: DbOrTx, userId: number): Promise<number | null> {
  return findOpenShopId(db, userId);
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
