import { eq, sql, type SQL } from 'drizzle-orm';
import type { BrandSort, SortOrder } from '@mall/contract/admin-catalog';
import { LANGS } from '@mall/contract/locales';
import type { DbOrTx, Tx } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { brands } from '../../db/schema/index';
import type { NameColumns } from './category-repository';
import { containsPattern } from './product-filter';

/** The back office's statements on brands (decision 0028); the buyer's are taxonomy-repository.ts. */

export interface BrandRecord extends NameColumns {
  id: number;
  logo: string;
  sort: number;
  hidden: boolean;
  product_count: number;
  created_at: Date | string;
}

const NAME_LIST = LANGS.map((lang) => `name_${lang}`);
const NAMES = sql.raw(NAME_LIST.map((column) => `b.${column}`).join(', '));
/** Every language's name of brand `b`, lower-cased, for a search by part of a name. */
const ALL_NAMES = sql.raw(`lower(${NAME_LIST.map((column) => `b.${column}`).join(` || ' ' || `)})`);

const columns = sql`b.id, ${NAMES}, b.logo, b.sort, b.hidden, b.created_at,
  (select count(*)::int from products p where p.brand_id = b.id) as product_count`;

export interface BrandListQuery {
  q?: string | undefined;
  hidden?: boolean | undefined;
  sort: BrandSort;
  order: SortOrder;
  limit: number;
  offset: number;
}

function orderOf(sort: BrandSort, order: SortOrder): SQL {
  const dir = order === 'asc' ? 'asc' : 'desc';
  switch (sort) {
    case 'sort':
      return sql.raw(`b.sort ${dir}, b.id ${dir}`);
    case 'name':
      return sql.raw(`lower(b.name_en) ${dir}, b.id ${dir}`);
    case 'products':
      return sql.raw(`product_count ${dir}, b.id ${dir}`);
    case 'created':
      return sql.raw(`b.created_at ${dir}, b.id ${dir}`);
  }
}

/** A page of brands, hidden ones too, and the number of matches. */
export async function pageBrands(
  db: DbOrTx,
  query: BrandListQuery,
): Promise<{ rows: BrandRecord[]; total: number }> {
  const parts: SQL[] = [sql`true`];
  if (query.q) parts.push(sql`${ALL_NAMES} like ${containsPattern(query.q)}`);
  if (query.hidden !== undefined) parts.push(sql`b.hidden = ${query.hidden}`);
  const where = sql.join(parts, sql` and `);
  const rows = await queryRows<BrandRecord & { total: number }>(
    db,
    sql`select ${columns}, count(*) over ()::int as total from brands b where ${where}
      order by ${orderOf(query.sort, query.order)} limit ${query.limit} offset ${query.offset}`,
  );
  if (rows.length > 0 || query.offset === 0) return { rows, total: rows[0]?.total ?? 0 };
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from brands b where ${where}`,
  );
  return { rows, total: count?.n ?? 0 };
}

export async function findBrandRecord(db: DbOrTx, id: number): Promise<BrandRecord | null> {
  const [row] = await queryRows<BrandRecord>(
    db,
    sql`select ${columns} from brands b where b.id = ${id}`,
  );
  return row ?? null;
}

export async function lockBrand(tx: Tx, id: number): Promise<void> {
  await tx.execute(sql`select id from brands where id = ${id} for update`);
}

/** Products of the brand, and edits under review that would give a product the brand. */
export async function countBrandUses(db: DbOrTx, id: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select (select count(*)::int from products where brand_id = ${id})
      + (select count(*)::int from product_revisions where status = 0 and (values ->> 'brandId')::int = ${id}) as n`,
  );
  return row?.n ?? 0;
}

/** One past the largest sort of the brands (0 without brands). */
export async function nextBrandSort(db: DbOrTx): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select coalesce(max(sort) + 1, 0)::int as n from brands`,
  );
  return row?.n ?? 0;
}

export interface BrandValues extends NameColumns {
  logo: string;
  sort: number;
  hidden: boolean;
}

export async function insertBrand(tx: Tx, values: BrandValues): Promise<number> {
  const [row] = await tx.insert(brands).values(values).returning({ id: brands.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateBrand(tx: Tx, id: number, values: BrandValues): Promise<void> {
  await tx.update(brands).set(values).where(eq(brands.id, id));
}

export async function deleteBrand(tx: Tx, id: number): Promise<void> {
  await tx.delete(brands).where(eq(brands.id, id));
}
