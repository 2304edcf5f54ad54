import { sql, type SQL } from 'drizzle-orm';
import type { Lang } from '@mall/contract/locales';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { BUYER_VISIBLE, localText } from '../../db/sql-fragments';
import type { CardRow } from './product-card';
import type { ListOrder, ProductFilter, SearchTerms } from './product-filter';

/*
 * SQL fragments of the product statements. Products are aliased `p`; buyers see only the
 * products of BUYER_VISIBLE (db/sql-fragments.ts, decision 0028).
 */

const VISIBLE = BUYER_VISIBLE;

/** Average comment star of product `p`, one decimal, 0 without comments. */
const RATING = sql.raw(
  `coalesce((select round(avg(c.star), 1) from comments c where c.product_id = p.id), 0)::float8`,
);

/** The ProductCard columns of `p`. */
function cardColumns(lang: Lang): SQL {
  return sql`p.id, ${localText('p', 'name', lang)} as name, p.image, p.price_cents, p.original_price_cents, p.sales,
    p.stock, p.shop_id, p.brand_id, p.category_id, ${RATING} as rating`;
}

/** The category and all its descendants (a cycle in the tree ends the walk). */
function categorySubtree(categoryId: number): SQL {
  return sql`(with recursive tree(id) as (
      select id from categories where id = ${categoryId}
      union select c.id from categories c join tree on c.parent_id = tree.id
    ) select id from tree)`;
}

/**
 * Words of the names or short descriptions (any language) by prefix, a part of a name
 * (Chinese, Japanese, Thai... and longer terms), or a name within a typo (trigram word
 * similarity at pg_trgm's threshold, 0.6). A union of one indexed lookup per kind: OR-ed in
 * one WHERE, PostgreSQL would scan every row instead of using the GIN indexes.
 */
function searchMatch(terms: SearchTerms): SQL {
  const lookups = [sql`select s.id from products s where s.search_names %> ${terms.text}`];
  if (terms.pattern)
    lookups.push(sql`select s.id from products s where s.search_names like ${terms.pattern}`);
  if (terms.tsquery) {
    lookups.push(
      sql`select s.id from products s where s.search_document @@ to_tsquery('simple', ${terms.tsquery})`,
    );
  }
  return sql`p.id in (${sql.join(lookups, sql` union `)})`;
}

/** Relevance: full-text rank (names weigh more) plus trigram word similarity, a substring bonus. */
function searchRank(terms: SearchTerms): SQL {
  const fullText = terms.tsquery
    ? sql`ts_rank(p.search_document, to_tsquery('simple', ${terms.tsquery})) * 2`
    : sql`0`;
  const substring = terms.pattern
    ? sql`case when p.search_names like ${terms.pattern} then 0.5 else 0 end`
    : sql`0`;
  return sql`(${fullText} + word_similarity(${terms.text}, p.search_names) + ${substring})::float8`;
}

function orderBy(order: ListOrder, alias: string): SQL {
  const a = alias;
  switch (order) {
    case 'new':
      return sql.raw(`${a}.created_at desc, ${a}.id desc`);
    case 'sales':
      return sql.raw(`${a}.sales desc, ${a}.id desc`);
    case 'price_desc':
      return sql.raw(`${a}.price_cents desc, ${a}.id desc`);
    case 'price_asc':
      return sql.raw(`${a}.price_cents asc, ${a}.id asc`);
    case 'relevance':
    case 'featured':
      return sql.raw(`${a}.rank desc, ${a}.sales desc, ${a}.id desc`);
    case 'rank':
      return sql.raw(`${a}.rank desc, ${a}.id desc`);
  }
}

/** The WHERE of a product list: visible products matching every given filter. */
function filterWhere(filter: ProductFilter): SQL {
  const parts: SQL[] = [VISIBLE];
  if (filter.categoryId !== undefined)
    parts.push(sql`p.category_id in ${categorySubtree(filter.categoryId)}`);
  if (filter.brandId !== undefined) parts.push(sql`p.brand_id = ${filter.brandId}`);
  if (filter.shopId !== undefined) parts.push(sql`p.shop_id = ${filter.shopId}`);
  if (filter.minCents !== undefined) parts.push(sql`p.price_cents >= ${filter.minCents}::bigint`);
  if (filter.maxCents !== undefined) parts.push(sql`p.price_cents <= ${filter.maxCents}::bigint`);
  if (filter.recommendedOnly) parts.push(sql`(p.is_recommended or p.is_featured)`);
  if (filter.search) parts.push(searchMatch(filter.search));
  if (filter.wishlistOf !== undefined) {
    parts.push(
      sql`p.id in (select w.product_id from wishlists w where w.user_id = ${filter.wishlistOf})`,
    );
  }
  return sql.join(parts, sql` and `);
}

/**
 * The list's own order key: relevance for a search, when it was wishlisted for a wishlist,
 * featured (1) or not (0) where featured products come first.
 */
function rankOf(filter: ProductFilter): SQL {
  if (filter.search) return searchRank(filter.search);
  if (filter.featuredFirst) return sql`(case when p.is_featured then 1 else 0 end)::float8`;
  if (filter.wishlistOf !== undefined) {
    return sql`(select extract(epoch from w.created_at) from wishlists w
      where w.user_id = ${filter.wishlistOf} and w.product_id = p.id)::float8`;
  }
  return sql`0::float8`;
}

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
        select id, id from categories where parent_id is null and not hidden
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
