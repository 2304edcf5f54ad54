import { and, eq } from 'drizzle-orm';
import type { ShopStatus } from '@mall/contract/shops';
import type { DbOrTx } from '../../db/client';
import { shops } from '../../db/schema/index';

/** The user's shop if it is approved (open for business), else null. */
export async function findApprovedShopId(db: DbOrTx, userId: number): Promise<number | null> {
  const [shop] = await db
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.ownerId, userId), eq(shops.status, 'approved')))
    .limit(1);
  return shop?.id ?? null;
}

/** The user's shop, open or suspended, with its status; null when the user has none. */
export async function findSellerShop(
  db: DbOrTx,
  userId: number,
): Promise<{ id: number; status: ShopStatus } | null> {
  const [shop] = await db
    .select({ id: shops.id, status: shops.status })
    .from(shops)
    .where(eq(shops.ownerId, userId))
    .limit(1);
  return shop ?? null;
}
