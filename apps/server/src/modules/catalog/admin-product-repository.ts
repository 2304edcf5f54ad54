import { sql, type SQL } from 'drizzle-orm';
import type { AdminProductSort, SortOrder } from '@mall/contract/admin-catalog';
import type { Lang } from '@mall/contract/locales';
import type { DbOrTx, Tx } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { ProductStatus } from '../../db/schema/index';
import { BUYER_VISIBLE, localText } from '../../db/sql-fragments';
import { containsPattern } from './product-filter';

/** The back office's statements on products: every product, in any state (decision 0028). */

export interface AdminProductRow {
  id: number;
  name: string;
  image: string;
  shop_id: number;
  shop_name: string;
  shop_status: string;
  category_id: number;
  category_name: string;
  brand_id: number | null;
  brand_name: string | null;
  price_cents: number;
  stock: number;
  sales: number;
  status: ProductStatus;
  hidden: boolean;
  is_featured: boolean;
  is_recommended: boolean;
  visible: boolean;
  created_at: Date | string;
}

function columns(lang: Lang): SQL {
  return sql`p.id, ${localText('p', 'name', lang)} as name, p.image,
    p.shop_id, s.name as shop_name, s.status as shop_status,
    p.category_id, ${localText('k', 'name', lang)} as category_name,
    p.brand_id, ${localText('b', 'name', lang)} as brand_name,
    p.price_cents, p.stock, p.sales, p.status, p.hidden, p.is_featured, p.is_recommended,
    ${BUYER_VISIBLE} as visible, p.created_at`;
}

const FROM = sql.raw(`products p
  join shops s on s.id = p.shop_id
  join categories k on k.id = p.category_id
  left join brands b on b.id = p.brand_id`);

export interface AdminProductFilter {
  q?: string | undefined;
  shopId?: number | undefined;
  categoryId?: number | undefined;
  status?: ProductStatus | undefined;
  hidden?: boolean | undefined;
  featured?: boolean | undefined;
  recommended?: boolean | undefined;
}

function whereOf(filter: AdminProductFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.q) {
    const byName = sql`p.search_names like ${containsPattern(filter.q)}`;
    parts.push(
      /^\d{1,9}$/.test(filter.q) ? sql`(p.id = ${Number(filter.q)} or ${byName})` : byName,
    );
  }
  if (filter.shopId !== undefined) parts.push(sql`p.shop_id = ${filter.shopId}`);
  if (filter.categoryId !== undefined) {
    parts.push(
      sql`p.category_id in (select id from categories where id = ${filter.categoryId} or parent_id = ${filter.categoryId})`,
    );
  }
  if (filter.status !== undefined) parts.push(sql`p.status = ${filter.status}`);
  if (filter.hidden !== undefined) parts.push(sql`p.hidden = ${filter.hidden}`);
  if (filter.featured !== undefined) parts.push(sql`p.is_featured = ${filter.featured}`);
  if (filter.recommended !== undefined) parts.push(sql`p.is_recommended = ${filter.recommended}`);
  return sql.join(parts, sql` and `);
}

const SORT_COLUMNS: Record<AdminProductSort, string> = {
  created: 'p.created_at',
  price: 'p.price_cents',
  sales: 'p.sales',
  stock: 'p.stock',
};

export interface AdminProductPageQuery {
  filter: AdminProductFilter;
  sort: AdminProductSort;
  order: SortOrder;
  limit: number;
  offset: number;
  lang: Lang;
}

/** A page of products in any state, with the number of matches. */
export async function pageAdminProducts(
  db: DbOrTx,
  query: AdminProductPageQuery,
): Promise<{ rows: AdminProductRow[]; total: number }> {
  const dir = query.order === 'asc' ? 'asc' : 'desc';
  const where = whereOf(query.filter);
  const rows = await queryRows<AdminProductRow & { total: number }>(
    db,
    sql`select ${columns(query.lang)}, count(*) over ()::int as total from ${FROM} where ${where}
      order by ${sql.raw(`${SORT_COLUMNS[query.sort]} ${dir}, p.id ${dir}`)}
      limit ${query.limit} offset ${query.offset}`,
  );
  if (rows.length > 0 || query.offset === 0) return { rows, total: rows[0]?.total ?? 0 };
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${FROM} where ${where}`,
  );
  return { rows, total: count?.n ?? 0 };
}

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** These products, in any state (in no particular order). */
export async function findAdminProducts(
  db: DbOrTx,
  ids: readonly number[],
  lang: Lang,
): Promise<AdminProductRow[]> {
  if (ids.length === 0) return [];
  return queryRows<AdminProductRow>(
    db,
    sql`select ${columns(lang)} from ${FROM} where p.id in (${idList(ids)})`,
  );
}

export interface FlagRow {
  id: number;
  hidden: boolean;
  featured: boolean;
  recommended: boolean;
}

/** Locks these products (in id order) and answers their back-office flags. */
export async function lockProductFlags(tx: Tx, ids: readonly number[]): Promise<FlagRow[]> {
  if (ids.length === 0) return [];
  return queryRows<FlagRow>(
    tx,
    sql`select id, hidden, is_featured as featured, is_recommended as recommended
      from products where id in (${idList(ids)}) order by id for update`,
  );
}

/** Sets the given flags (undefined: unchanged) of these products. */
export async function updateProductFlags(
  tx: Tx,
  ids: readonly number[],
  flags: {
    hidden?: boolean | undefined;
    featured?: boolean | undefined;
    recommended?: boolean | undefined;
  },
): Promise<void> {
  const sets: SQL[] = [];
  if (flags.hidden !== undefined) sets.push(sql`hidden = ${flags.hidden}`);
  if (flags.featured !== undefined) sets.push(sql`is_featured = ${flags.featured}`);
  if (flags.recommended !== undefined) sets.push(sql`is_recommended = ${flags.recommended}`);
  if (sets.length === 0 || ids.length === 0) return;
  await tx.execute(
    sql`update products set ${sql.join(sets, sql`, `)} where id in (${idList(ids)})`,
  );
}
