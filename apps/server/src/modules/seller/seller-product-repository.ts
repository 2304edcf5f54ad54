import { and, asc, count, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { ProductStatus, ProposedProductValues } from '../../db/schema/index';
import type { DbOrTx, Tx } from '../../db/client';
import {
  brands,
  categories,
  productImages,
  productRevisions,
  products,
  shops,
  users,
} from '../../db/schema/index';
import { CATALOG_CHANNEL } from '../../plugins/answer-cache/catalog-cache';

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

/**
 * A new product of the shop, with no stock: units arrive by stock-in applications (Notice 300)
 * and move by deltas only (api-contract 6.1).
 */
export async function insertProduct(
  tx: Tx,
  shopId: number,
  values: ProductValues,
): Promise<ProductRow> {
  const [row] = await tx
    .insert(products)
    .values({ ...values, shopId })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/**
 * Edits the texts, price, category, brand and main image of a product of the shop (null when
 * it is not the shop's). Never its stock: a save from a stale screen must not undo what orders
 * and stock-in applications did meanwhile.
 */
export async function updateProduct(
  tx: Tx,
  id: number,
  shopId: number,
  values: Partial<ProductValues>,
): Promise<ProductRow | null> {
  const [row] = await tx
    .update(products)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(products.id, id), eq(products.shopId, shopId)))
    .returning();
  return row ?? null;
}

/** A product of the shop, locked until the transaction ends (saves of one product queue). */
export async function lockShopProduct(
  tx: Tx,
  id: number,
  shopId: number,
): Promise<ProductRow | null> {
  const [row] = await tx
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.shopId, shopId)))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** Locks a product row until the transaction ends: a revision's decision and a save of it queue in the same order. */
export async function lockProduct(tx: Tx, id: number): Promise<void> {
  await tx.select({ id: products.id }).from(products).where(eq(products.id, id)).for('update');
}

/** Writes an approved revision's values onto its product (the stock is not among them). */
export async function applyProductValues(
  tx: Tx,
  id: number,
  values: ProposedProductValues,
): Promise<void> {
  await tx
    .update(products)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(products.id, id));
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
  revision: productRevisions,
};
export type ProductWithOwner = {
  product: ProductRow;
  shopName: string;
  user: { id: number; email: string; firstname: string };
  /** The edit of the approved version under review, if any. */
  revision: typeof productRevisions.$inferSelect | null;
};

function applicationQuery(db: DbOrTx) {
  return db
    .select(withOwner)
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .innerJoin(users, eq(users.id, shops.ownerId))
    .leftJoin(
      productRevisions,
      and(eq(productRevisions.productId, products.id), eq(productRevisions.status, 0)),
    );
}

/**
 * Where a product's application stands: under review when the product is pending or an edit of
 * it is; approved when it is on sale with no edit under review; rejected when never approved.
 */
function applicationWhere(status: ProductStatus | undefined) {
  const revisionPending = sql`${productRevisions.id} is not null`;
  switch (status) {
    case undefined:
      return or(ne(products.status, 'off'), revisionPending);
    case 'pending':
      return or(eq(products.status, 'pending'), revisionPending);
    case 'approved':
      return and(eq(products.status, 'approved'), isNull(productRevisions.id));
    default:
      return eq(products.status, status);
  }
}

/** Products as applications (200): pending, approved or rejected, and edits of approved ones under review. */
export async function pageProductApplications(
  db: DbOrTx,
  status: ProductStatus | undefined,
  limit: number,
  offset: number,
) {
  const where = applicationWhere(status);
  const [rows, [counted]] = await Promise.all([
    applicationQuery(db)
      .where(where)
      .orderBy(
        desc(sql`coalesce(${productRevisions.updatedAt}, ${products.updatedAt})`),
        desc(products.id),
      )
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count() })
      .from(products)
      .leftJoin(
        productRevisions,
        and(eq(productRevisions.productId, products.id), eq(productRevisions.status, 0)),
      )
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Product applications under review: new or resubmitted products, and edits of approved ones. */
export async function countProductApplicationsUnderReview(db: DbOrTx): Promise<number> {
  const [counted] = await db
    .select({ total: count() })
    .from(products)
    .leftJoin(
      productRevisions,
      and(eq(productRevisions.productId, products.id), eq(productRevisions.status, 0)),
    )
    .where(applicationWhere('pending'));
  return counted?.total ?? 0;
}

export async function findProductApplication(
  db: DbOrTx,
  id: number,
): Promise<ProductWithOwner | null> {
  const [row] = await applicationQuery(db).where(eq(products.id, id)).limit(1);
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
  await tx.execute(sql`select pg_notify(${CATALOG_CHANNEL}, 'product-decision')`);
}
