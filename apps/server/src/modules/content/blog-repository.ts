import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { blogPosts } from '../../db/schema/index';

/** Published posts: their publication time has come. */
const published = lte(blogPosts.publishedAt, sql`now()`);

/** A page of published posts, newest first, and their number. */
export async function pageBlogPosts(db: DbOrTx, limit: number, offset: number) {
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(blogPosts)
      .where(published)
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(limit)
      .offset(offset),
    db.$count(blogPosts, published),
  ]);
  return { rows, total };
}

export async function findBlogPost(db: DbOrTx, id: number) {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.id, id), published))
    .limit(1);
  return row ?? null;
}
