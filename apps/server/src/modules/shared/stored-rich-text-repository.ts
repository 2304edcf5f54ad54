import { eq, sql } from 'drizzle-orm';
import { LANGS } from '@mall/contract/locales';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { dataPasses } from '../../db/schema/index';

/** The stored rich-text columns: every language of product descriptions, blog posts and policies. */
export const RICH_TEXT_TABLES = [
  { table: 'products', key: 'id', columns: LANGS.map((lang) => `description_${lang}`) },
  { table: 'blog_posts', key: 'id', columns: LANGS.map((lang) => `content_${lang}`) },
  { table: 'policies', key: 'key', columns: LANGS.map((lang) => `content_${lang}`) },
] as const;
export type RichTextTable = (typeof RICH_TEXT_TABLES)[number];
export type RichTextRow = { key: string } & Record<string, string>;

/** Up to `limit` rows after `after` (by key), with their rich-text columns. */
export async function richTextRows(
  db: DbOrTx,
  target: RichTextTable,
  after: string | null,
  limit: number,
): Promise<RichTextRow[]> {
  const key = sql.identifier(target.key);
  const columns = sql.join(
    target.columns.map((column) => sql.identifier(column)),
    sql`, `,
  );
  const keyText = sql`${key}::text`;
  // Keys compare as their own type: ids as numbers, policy keys as text.
  const afterKey =
    target.key === 'id' ? sql`${key} > ${after ?? '0'}::int` : sql`${key} > ${after ?? ''}`;
  return queryRows<RichTextRow>(
    db,
    sql`select ${keyText} as "key", ${columns} from ${sql.identifier(target.table)}
        where ${after === null ? sql`true` : afterKey} order by ${key} limit ${limit}`,
  );
}

/** Writes cleaned columns of one row; leaves updated_at alone (the content did not change in meaning). */
export async function writeRichText(
  db: DbOrTx,
  target: RichTextTable,
  key: string,
  values: Record<string, string>,
): Promise<void> {
  const sets = sql.join(
    Object.entries(values).map(([column, value]) => sql`${sql.identifier(column)} = ${value}`),
    sql`, `,
  );
  const keyValue = target.key === 'id' ? sql`${key}::int` : sql`${key}`;
  await db.execute(
    sql`update ${sql.identifier(target.table)} set ${sets} where ${sql.identifier(target.key)} = ${keyValue}`,
  );
}

export async function passVersion(db: DbOrTx, name: string): Promise<number> {
  const [row] = await db.select().from(dataPasses).where(eq(dataPasses.name, name)).limit(1);
  return row?.version ?? 0;
}

export async function recordPass(db: DbOrTx, name: string, version: number): Promise<void> {
  await db
    .insert(dataPasses)
    .values({ name, version })
    .onConflictDoUpdate({ target: dataPasses.name, set: { version, ranAt: sql`now()` } });
}
