import { sql } from 'drizzle-orm';
import type { Lang } from '@mall/contract/locales';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { BUYER_VISIBLE, localText } from '../../db/sql-fragments';

export interface CategoryRow {
  id: number;
  name: string;
  icon: string;
  parent_id: number | null;
}

/**
 * Categories (alias `k`) buyers see: not hidden and under no hidden category (decision 0028).
 * A hidden category's products stay in lists and search; only the tree and menus leave it out.
 */
const SHOWN_CATEGORY = sql.raw(`k.id not in (with recursive hidden_tree(id) as (
    select id from categories where hidden
    union select c.id from categories c join hidden_tree h on c.parent_id = h.id
  ) select id from hidden_tree)`);

const categoryColumns = (lang: Lang, alias: string) =>
  sql`${sql.raw(alias)}.id, ${localText(alias, 'name', lang)} as name, ${sql.raw(alias)}.icon, ${sql.raw(alias)}.parent_id`;

/** Every category buyers see, in display order (sort, then id). */
export async function listCategories(db: DbOrTx, lang: Lang): Promise<CategoryRow[]> {
  return queryRows<CategoryRow>(
    db,
    sql`select ${categoryColumns(lang, 'k')} from categories k where ${SHOWN_CATEGORY} order by k.sort, k.id`,
  );
}

/** The children of a category (the top level for null) buyers see, in display order. */
export async function listChildCategories(
  db: DbOrTx,
  parentId: number | null,
  lang: Lang,
): Promise<CategoryRow[]> {
  const parent = parentId === null ? sql`k.parent_id is null` : sql`k.parent_id = ${parentId}`;
  return queryRows<CategoryRow>(
    db,
    sql`select ${categoryColumns(lang, 'k')} from categories k where ${parent} and ${SHOWN_CATEGORY} order by k.sort, k.id`,
  );
}

/**
 * A category with the direct children buyers see (a JSON list), or null. A hidden category
 * itself still answers (a link to it keeps working; its products stay reachable).
 */
export async function findCategoryWithChildren(
  db: DbOrTx,
  id: number,
  lang: Lang,
): Promise<(CategoryRow & { children: CategoryRow[] | null }) | null> {
  const [row] = await queryRows<CategoryRow & { children: CategoryRow[] | null }>(
    db,
    sql`select ${categoryColumns(lang, 'k')},
        (select json_agg(json_build_object('id', ch.id, 'name', ${localText('ch', 'name', lang)}, 'icon', ch.icon, 'parent_id', ch.parent_id)
          order by ch.sort, ch.id) from categories ch where ch.parent_id = k.id and not ch.hidden) as children
      from categories k where k.id = ${id}`,
  );
  return row ?? null;
}

export interface BrandRow {
  id: number;
  name: string;
  logo: string;
  product_count: number;
}

const brandColumns = (lang: Lang) =>
  sql`b.id, ${localText('b', 'name', lang)} as name, b.logo,
    (select count(*)::int from products p where p.brand_id = b.id and ${BUYER_VISIBLE}) as product_count`;

/** Every brand buyers see (not hidden) with its number of visible products, in display order. */
export async function listBrands(db: DbOrTx, lang: Lang): Promise<BrandRow[]> {
  return queryRows<BrandRow>(
    db,
    sql`select ${brandColumns(lang)} from brands b where not b.hidden order by b.sort, b.id`,
  );
}

/** A brand, hidden or not (its page keeps working; only the lists leave a hidden brand out). */
export async function findBrand(db: DbOrTx, id: number, lang: Lang): Promise<BrandRow | null> {
  const [row] = await queryRows<BrandRow>(
    db,
    sql`select ${brandColumns(lang)} from brands b where b.id = ${id}`,
  );
  return row ?? null;
}
