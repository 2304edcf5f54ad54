import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { productRevisions, type ProposedProductValues } from '../../db/schema/index';

export type RevisionRow = typeof productRevisions.$inferSelect;

/**
 * Files the edit of an approved product for review, replacing the one under review if there is
 * one (same id: the admin's application stays one). Call with the product row locked.
 */
export async function upsertPendingRevision(
  tx: Tx,
  revision: { productId: number; userId: number; values: ProposedProductValues; images: string[] },
): Promise<RevisionRow> {
  const [replaced] = await tx
    .update(productRevisions)
    .set({
      userId: revision.userId,
      values: revision.values,
      images: revision.images,
      updatedAt: sql`now()`,
    })
    .where(and(eq(productRevisions.productId, revision.productId), eq(productRevisions.status, 0)))
    .returning();
  if (replaced) return replaced;
  const [row] = await tx.insert(productRevisions).values(revision).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findPendingRevision(
  db: DbOrTx,
  productId: number,
): Promise<RevisionRow | null> {
  const [row] = await db
    .select()
    .from(productRevisions)
    .where(and(eq(productRevisions.productId, productId), eq(productRevisions.status, 0)))
    .limit(1);
  return row ?? null;
}

/** The latest revision of each product that has one. */
export async function latestRevisions(
  db: DbOrTx,
  productIds: readonly number[],
): Promise<Map<number, RevisionRow>> {
  const latest = new Map<number, RevisionRow>();
  if (productIds.length === 0) return latest;
  const rows = await db
    .selectDistinctOn([productRevisions.productId])
    .from(productRevisions)
    .where(inArray(productRevisions.productId, [...productIds]))
    .orderBy(productRevisions.productId, desc(productRevisions.id));
  for (const row of rows) latest.set(row.productId, row);
  return latest;
}

/** Decides the revision of a product under review, once: null when none is under review. */
export async function decidePendingRevision(
  tx: Tx,
  productId: number,
  approve: boolean,
  message: string,
  adminId: number,
): Promise<RevisionRow | null> {
  const [row] = await tx
    .update(productRevisions)
    .set({
      status: approve ? 1 : -1,
      message,
      reviewedBy: adminId,
      reviewedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(productRevisions.productId, productId), eq(productRevisions.status, 0)))
    .returning();
  return row ?? null;
}
