import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { sellerApplications, shops, users } from '../../db/schema/index';

export type SellerApplicationRow = typeof sellerApplications.$inferSelect;
export type NewSellerApplication = typeof sellerApplications.$inferInsert;

const withUser = {
  application: sellerApplications,
  user: { id: users.id, email: users.email, firstname: users.firstname },
};
export type ApplicationWithUser = {
  application: SellerApplicationRow;
  user: { id: number; email: string; firstname: string };
};

/** The user's open or approved application (one at most: a unique index). */
export async function findActiveApplication(
  db: DbOrTx,
  userId: number,
): Promise<SellerApplicationRow | null> {
  const [row] = await db
    .select()
    .from(sellerApplications)
    .where(and(eq(sellerApplications.userId, userId), gte(sellerApplications.status, 0)))
    .limit(1);
  return row ?? null;
}

export async function insertApplication(
  tx: Tx,
  values: NewSellerApplication,
): Promise<SellerApplicationRow> {
  const [row] = await tx.insert(sellerApplications).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function hasShop(db: DbOrTx, userId: number): Promise<boolean> {
  return (await db.$count(shops, eq(shops.ownerId, userId))) > 0;
}

export async function shopNameTaken(db: DbOrTx, name: string): Promise<boolean> {
  return (await db.$count(shops, sql`lower(${shops.name}) = lower(${name})`)) > 0;
}

export async function pageApplications(
  db: DbOrTx,
  status: number | undefined,
  limit: number,
  offset: number,
) {
  const where = status === undefined ? undefined : eq(sellerApplications.status, status);
  const [rows, total] = await Promise.all([
    db
      .select(withUser)
      .from(sellerApplications)
      .innerJoin(users, eq(users.id, sellerApplications.userId))
      .where(where)
      .orderBy(desc(sellerApplications.createdAt), desc(sellerApplications.id))
      .limit(limit)
      .offset(offset),
    db.$count(sellerApplications, where),
  ]);
  return { rows, total };
}

/** Seller applications under review (status 0). */
export async function countApplicationsUnderReview(db: DbOrTx): Promise<number> {
  return db.$count(sellerApplications, eq(sellerApplications.status, 0));
}

export async function findApplication(db: DbOrTx, id: number): Promise<ApplicationWithUser | null> {
  const [row] = await db
    .select(withUser)
    .from(sellerApplications)
    .innerJoin(users, eq(users.id, sellerApplications.userId))
    .where(eq(sellerApplications.id, id))
    .limit(1);
  return row ?? null;
}

/** Decides an application under review, once: null when it is not under review any more. */
export async function decideApplication(
  tx: Tx,
  id: number,
  approve: boolean,
  message: string,
  adminId: number,
): Promise<SellerApplicationRow | null> {
  const [row] = await tx
    .update(sellerApplications)
    .set({ status: approve ? 1 : -1, message, reviewedBy: adminId, reviewedAt: sql`now()` })
    .where(and(eq(sellerApplications.id, id), eq(sellerApplications.status, 0)))
    .returning();
  return row ?? null;
}

/** Opens the applicant's shop from the application. */
export async function insertShopOf(tx: Tx, application: SellerApplicationRow): Promise<number> {
  const [row] = await tx
    .insert(shops)
    .values({
      ownerId: application.userId,
      name: application.shopName,
      contactName: application.contactName,
      telephone: application.telephone,
      email: application.email,
      address: application.address,
    })
    .returning({ id: shops.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}
