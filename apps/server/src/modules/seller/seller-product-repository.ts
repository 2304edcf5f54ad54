import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { ProductStatus } from '../../db/schema/index';
import type { DbOrTx, Tx } from '../../db/client';
import { brands, categories, productImages, products, shops, users } from '../../db/schema/index';
import { CATALOG_CHANNEL } from '../catalog/catalog-cache';

export type ProductRow = typeof products.$inferSelect;
export type ProductValues = Omit<
  typeof products.$inferInsert,
  | 'id'
  | 'shopId'
  | 'stock'
  | 'stockReceived'
  | 'sales'
  | 'createdAt'
  | 'updatedAt'
  | 'searchDocument'
  | 'searchNames'
>;

export async function categoryExists(db: DbOrTx, id: number): Promise<boolean> {
  return (await db.$count(categories, eq(categories.id, id))) > 0;
}

export async function brandExists(db: DbOrTx, id: number): Promise<boolean> {
  return (await db.$count(brands, eq(brands.id, id))) > 0;
}

/** A new product of the shop; stock received = stock, none sold. */
export async function insertProduct(
  tx: Tx,
  shopId: number,
  values: ProductValues,
  stock: number,
): Promise<ProductRow> {
  const [row] = await tx
    .insert(products)
    .values({ ...values, shopId, stock, stockReceived: stock })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/**
 * Edits a product of the shop (null when it is not the shop's). The stock is set to `stock`
 * and the stock received moves by the same difference in the same statement, under the row
 * lock, so stock + sales = stock received holds even while orders reserve units.
 */
export async function updateProduct(
  tx: Tx,
  id: number,
  shopId: number,
  values: ProductValues,
  stock: number,
): Promise<ProductRow | null> {
  const [row] = await tx
    .update(products)
    .set({
      ...values,
      stock,
      stockReceived: sql`${products.stockReceived} + (${stock}::int - ${products.stock})`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(products.id, id), eq(products.shopId, shopId)))
    .returning();
  return row ?? null;
}

export async function findShopProduct(
  db: DbOrTx,
  id: number,
  shopId: number,
): Promise<ProductRow | null> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.shopId, shopId)))
    .limit(1);
  return row ?? null;
}

export async function replaceImages(
  tx: Tx,
  productId: number,
  urls: readonly string[],
): Promise<void> {
  await tx.delete(productImages).where(eq(productImages.productId, productId));
  if (urls.length > 0)
    await tx.insert(productImages).values(urls.map((url, sort) => ({ productId, url, sort })));
}

export async function imagesOf(
  db: DbOrTx,
  productIds: readonly number[],
): Promise<Map<number, string[]>> {
  const images = new Map<number, string[]>();
  if (productIds.length === 0) return images;
  const rows = await db
    .select({ productId: productImages.productId, url: productImages.url })
    .from(productImages)
    .where(inArray(productImages.productId, [...productIds]))
    .orderBy(asc(productImages.productId), asc(productImages.sort), asc(productImages.id));
  for (const row of rows)
    images.set(row.productId, [...(images.get(row.productId) ?? []), row.url]);
  return images;
}

export async function pageShopProducts(
  db: DbOrTx,
  shopId: number,
  status: ProductStatus | undefined,
  limit: number,
  offset: number,
) {
  const where = and(eq(products.shopId, shopId), status ? eq(products.status, status) : undefined);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(limit)
      .offset(offset),
    db.$count(products, where),
  ]);
  return { rows, total };
}

const withOwner = {
  product: products,
  shopName: shops.name,
  user: { id: users.id, email: users.email, firstname: users.firstname },
};
export type ProductWithOwner = {
  product: ProductRow;
  shopName: string;
  user: { id: number; email: string; firstname: string };
};

function reviewQuery(db: DbOrTx) {
  return db
    .select(withOwner)
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .innerJoin(users, eq(users.id, shops.ownerId));
}

/** Products as applications (200): pending, approved or rejected (withdrawn ones are not reviewed). */
export async function pageReviewProducts(
  db: DbOrTx,
  status: ProductStatus | undefined,
  limit: number,
  offset: number,
) {
  const where = status ? eq(products.status, status) : ne(products.status, 'off');
  const [rows, total] = await Promise.all([
    reviewQuery(db)
      .where(where)
      .orderBy(desc(products.updatedAt), desc(products.id))
      .limit(limit)
      .offset(offset),
    db.$count(products, where),
  ]);
  return { rows, total };
}

export async function findReviewProduct(db: DbOrTx, id: number): Promise<ProductWithOwner | null> {
  const [row] = await reviewQuery(db).where(eq(products.id, id)).limit(1);
  return row ?? null;
}

/** Decides a pending product once: null when it is not pending any more. */
export async function decideProduct(
  tx: Tx,
  id: number,
  approve: boolean,
  message: string,
): Promise<ProductRow | null> {
  const [row] = await tx
    .update(products)
    .set({
      status: approve ? 'approved' : 'rejected',
      reviewMessage: message,
      updatedAt: sql`now()`,
    })
    .where(and(eq(products.id, id), eq(products.status, 'pending')))
    .returning();
  return row ?? null;
}

/**
 * Tells every instance (this one too) to clear its catalogue cache when the transaction
 * commits: NOTIFY is delivered at commit, and not at all on rollback.
 */
export async function notifyCatalogChanged(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_notify(${CATALOG_CHANNEL}, 'product-review')`);
}
