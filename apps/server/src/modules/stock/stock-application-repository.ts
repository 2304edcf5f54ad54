import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { products, shops, stockApplications, users } from '../../db/schema/index';

export type StockApplicationRow = typeof stockApplications.$inferSelect;

/** An application with what its views show: the product, its shop and its applicant. */
export interface StockApplicationWithParts {
  application: StockApplicationRow;
  product: { id: number; name: string; image: string; stock: number };
  shop: { id: number; name: string };
  user: { id: number; email: string; firstname: string };
}

const withParts = {
  application: stockApplications,
  product: {
    id: products.id,
    name: products.name_en,
    image: products.image,
    stock: products.stock,
  },
  shop: { id: shops.id, name: shops.name },
  user: { id: users.id, email: users.email, firstname: users.firstname },
};

export interface NewStockApplication {
  shopId: number;
  productId: number;
  userId: number;
  qty: number;
  remark: string;
}

export async function insertStockApplication(
  tx: Tx,
  values: NewStockApplication,
): Promise<StockApplicationRow> {
  const [row] = await tx.insert(stockApplications).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** A page of applications, newest first: of one shop (the seller's list) or of every shop (the admin's). */
export async function pageStockApplications(
  db: DbOrTx,
  filter: { shopId?: number; status?: number | undefined },
  limit: number,
  offset: number,
): Promise<{ rows: StockApplicationWithParts[]; total: number }> {
  const where: SQL | undefined = and(
    filter.shopId === undefined ? undefined : eq(stockApplications.shopId, filter.shopId),
    filter.status === undefined ? undefined : eq(stockApplications.status, filter.status),
  );
  const [rows, total] = await Promise.all([
    db
      .select(withParts)
      .from(stockApplications)
      .innerJoin(products, eq(products.id, stockApplications.productId))
      .innerJoin(shops, eq(shops.id, stockApplications.shopId))
      .innerJoin(users, eq(users.id, stockApplications.userId))
      .where(where)
      .orderBy(desc(stockApplications.createdAt), desc(stockApplications.id))
      .limit(limit)
      .offset(offset),
    db.$count(stockApplications, where),
  ]);
  return { rows, total };
}

/** Stock-in applications under review (status 0), of every shop. */
export async function countStockApplicationsUnderReview(db: DbOrTx): Promise<number> {
  return db.$count(stockApplications, eq(stockApplications.status, 0));
}

export async function findStockApplication(
  db: DbOrTx,
  id: number,
): Promise<StockApplicationWithParts | null> {
  const [row] = await db
    .select(withParts)
    .from(stockApplications)
    .innerJoin(products, eq(products.id, stockApplications.productId))
    .innerJoin(shops, eq(shops.id, stockApplications.shopId))
    .innerJoin(users, eq(users.id, stockApplications.userId))
    .where(eq(stockApplications.id, id))
    .limit(1);
  return row ?? null;
}

/** Decides an application under review, once: null when it is not under review any more. */
export async function decideStockApplication(
  tx: Tx,
  id: number,
  approve: boolean,
  message: string,
  adminId: number,
): Promise<StockApplicationRow | null> {
  const [row] = await tx
    .update(stockApplications)
    .set({ status: approve ? 1 : -1, message, reviewedBy: adminId, reviewedAt: sql`now()` })
    .where(and(eq(stockApplications.id, id), eq(stockApplications.status, 0)))
    .returning();
  return row ?? null;
}

/** Receives units into a product's stock: on hand and received grow together (stock + sales = received). */
export async function receiveStock(tx: Tx, productId: number, qty: number): Promise<void> {
  await tx
    .update(products)
    .set({
      stock: sql`${products.stock} + ${qty}::int`,
      stockReceived: sql`${products.stockReceived} + ${qty}::int`,
      updatedAt: sql`now()`,
    })
    .where(eq(products.id, productId));
}
