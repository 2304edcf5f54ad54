import { sql, type SQL } from 'drizzle-orm';
import type { Lang } from '@mall/contract/locales';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import {
  cardColumns,
  filterWhere,
  localText,
  orderBy,
  rankOf,
  VISIBLE,
  type CardRow,
  type ListOrder,
  type ProductFilter,
} from './product-sql';

export interface ProductPageQuery {
  filter: ProductFilter;
  order: ListOrder;
  limit: number;
  offset: number;
  lang: Lang;
}

/**
 * One page of product cards and the number of matches, in one statement: the matches are
 * counted once, and only the page's rows get their name and rating.
 */
export async function pageProducts(
  db: DbOrTx,
  query: ProductPageQuery,
): Promise<{ rows: CardRow[]; total: number }> {
  const rows = await queryRows<Partial<CardRow> & { total: number }>(
    db,
    sql`with matched as materialized (
        select p.id, p.created_at, p.price_cents, p.sales, ${rankOf(query.filter)} as rank
        from products p where ${filterWhere(query.filter)}
      )
      select t.total, page.*
      from (select count(*)::int as total from matched) t
      left join lateral (
        select ${cardColumns(query.lang)}, m.created_at, m.rank
        from matched m join products p on p.id = m.id
        order by ${orderBy(query.order, 'm')}
        limit ${query.limit} offset ${query.offset}
      ) page on true
      order by ${orderBy(query.order, 'page')}`,
  );
  return {
    total: rows[0]?.total ?? 0,
    rows: rows.filter(
      (row): row is CardRow & { total: number } => row.id !== null && row.id !== undefined,
    ),
  };
}

/**
 * Products related to one: same category first, then a sibling category, then the same
 * brand or shop, best-selling first; never the product itself. Empty for an unknown or
 * hidden product. A statement of its own, or part of the detail's.
 */
function relatedQuery(productId: number, limit: number, lang: Lang): SQL {
  return sql`with me as (
      select p.id, p.category_id, p.brand_id, p.shop_id, c.parent_id
      from products p join categories c on c.id = p.category_id
      where p.id = ${productId} and ${VISIBLE}
    )
    select ${cardColumns(lang)}
    from products p cross join me
    left join categories pc on pc.id = p.category_id
    where ${VISIBLE} and p.id <> me.id
    order by (p.category_id = me.category_id) desc,
      (me.parent_id is not null and pc.parent_id is not distinct from me.parent_id) desc,
      (p.brand_id is not distinct from me.brand_id) desc,
      (p.shop_id = me.shop_id) desc,
      p.sales desc, p.id desc
    limit ${limit}`;
}

export async function relatedProducts(
  db: DbOrTx,
  productId: number,
  limit: number,
  lang: Lang,
): Promise<CardRow[]> {
  return queryRows<CardRow>(db, relatedQuery(productId, limit, lang));
}

export interface DetailRow extends CardRow {
  description: string;
  short_description: string;
  images: string[] | null;
  comment_count: number;
  brand_name: string | null;
  brand_logo: string | null;
  category_name: string;
  category_icon: string;
  category_parent_id: number | null;
  shop_name: string;
  shop_logo: string;
  related: CardRow[];
}

/**
 * A visible product with everything its detail page shows to anyone, its related products
 * included, in one statement; null when hidden or unknown.
 */
export async function findProductDetail(
  db: DbOrTx,
  productId: number,
  relatedLimit: number,
  lang: Lang,
): Promise<DetailRow | null> {
  const [row] = await queryRows<DetailRow>(
    db,
    sql`select ${cardColumns(lang)},
        ${localText('p', 'description', lang)} as description,
        ${localText('p', 'short_description', lang)} as short_description,
        (select json_agg(i.url order by i.sort, i.id) from product_images i where i.product_id = p.id) as images,
        (select count(*)::int from comments c where c.product_id = p.id) as comment_count,
        ${localText('b', 'name', lang)} as brand_name, b.logo as brand_logo,
        ${localText('cat', 'name', lang)} as category_name, cat.icon as category_icon, cat.parent_id as category_parent_id,
        s.name as shop_name, s.logo as shop_logo,
        (select coalesce(json_agg(r), '[]') from (${relatedQuery(productId, relatedLimit, lang)}) r) as related
      from products p
      join categories cat on cat.id = p.category_id
      join shops s on s.id = p.shop_id
      left join brands b on b.id = p.brand_id
      where p.id = ${productId} and ${VISIBLE}`,
  );
  return row ?? null;
}

/** What a detail shows only its viewer: whether they follow its shop and wished for it. */
export async function findViewerMarks(
  db: DbOrTx,
  productId: number,
  viewerId: number,
): Promise<{ followed: boolean; wishlisted: boolean }> {
  const [row] = await queryRows<{ followed: boolean; wishlisted: boolean }>(
    db,
    sql`select
        exists (select 1 from shop_follows f join products p on p.shop_id = f.shop_id
          where p.id = ${productId} and f.user_id = ${viewerId}) as followed,
        exists (select 1 from wishlists w where w.product_id = ${productId} and w.user_id = ${viewerId}) as wishlisted`,
  );
  return { followed: row?.followed ?? false, wishlisted: row?.wishlisted ?? false };
}

export interface TopCategoryRow extends CardRow {
  root_id: number;
  root_name: string;
  root_icon: string;
}

/**
 * The three top-level categories that sold most (their subcategories included), each with
 * its six best-selling products, in one statement.
 */
export async function topCategories(
  db: DbOrTx,
  lang: Lang,
  categoryCount: number,
  perCategory: number,
): Promise<TopCategoryRow[]> {
  return queryRows<TopCategoryRow>(
    db,
    sql`with recursive roots(id, root_id) as (
        select id, id from categories where parent_id is null
        union select c.id, r.root_id from categories c join roots r on c.parent_id = r.id
      ),
      ranked as (
        select p.id, r.root_id,
          row_number() over (partition by r.root_id order by p.sales desc, p.id desc) as position,
          sum(p.sales) over (partition by r.root_id) as root_sales
        from products p join roots r on r.id = p.category_id
        where ${VISIBLE}
      ),
      top as (
        select root_id, max(root_sales) as root_sales from ranked group by root_id
        order by max(root_sales) desc, root_id limit ${categoryCount}
      )
      select ${cardColumns(lang)}, top.root_id, ${localText('rc', 'name', lang)} as root_name, rc.icon as root_icon
      from top
      join ranked k on k.root_id = top.root_id and k.position <= ${perCategory}
      join products p on p.id = k.id
      join categories rc on rc.id = top.root_id
      order by top.root_sales desc, top.root_id, k.position`,
  );
}
