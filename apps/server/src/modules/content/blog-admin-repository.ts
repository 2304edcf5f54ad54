import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { blogPosts } from '../../db/schema/index';

export type BlogRow = typeof blogPosts.$inferSelect;
export type BlogValues = Omit<typeof blogPosts.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Published: its publication time has come (the buyer's blog uses the same rule). */
const published = sql<boolean>`(${blogPosts.publishedAt} <= now())`;

/** `q` as a literal part of an ILIKE pattern. */
function containing(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A page of every post (drafts and scheduled ones included), newest publication first. */
export async function pageAllPosts(
  db: DbOrTx,
  q: string | undefined,
  limit: number,
  offset: number,
) {
  const where = q ? sql`${blogPosts.title_en} ilike ${containing(q)}` : undefined;
  const [rows, total] = await Promise.all([
    db
      .select({
        id: blogPosts.id,
        title: blogPosts.title_en,
        image: blogPosts.image,
        publishedAt: blogPosts.publishedAt,
        updatedAt: blogPosts.updatedAt,
        published,
      })
      .from(blogPosts)
      .where(where)
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(limit)
      .offset(offset),
    db.$count(blogPosts, where),
  ]);
  return { rows, total };
}

/** Any post, published or not; null when there is none. */
export async function findAnyPost(db: DbOrTx, id: number): Promise<BlogRow | null> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  return row ?? null;
}

export async function lockPost(tx: Tx, id: number): Promise<BlogRow | null> {
  const [row] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update');
  return row ?? null;
}

export async function insertPost(tx: Tx, values: BlogValues): Promise<BlogRow> {
  const [row] = await tx.insert(blogPosts).values(values).returning();
  if (!row) throw new Error('post not inserted');
  return row;
}

export async function updatePost(tx: Tx, id: number, values: BlogValues): Promise<BlogRow> {
  const [row] = await tx
    .update(blogPosts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(blogPosts.id, id))
    .returning();
  if (!row) throw new Error('post not updated');
  return row;
}

export async function deletePost(tx: Tx, id: number): Promise<void> {
  await tx.delete(blogPosts).where(eq(blogPosts.id, id));
}
