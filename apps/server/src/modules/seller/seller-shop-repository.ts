import { and, eq } from 'drizzle-orm';
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
