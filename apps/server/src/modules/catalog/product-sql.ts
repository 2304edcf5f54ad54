import { sql, type SQL } from 'drizzle-orm';
import type { ProductCard, SearchSort } from '@mall/contract/catalog';
import { isLang, type Lang } from '@mall/contract/locales';
import { centsToAmount } from '@mall/contract/money';

/**
 * SQL fragments shared by the product statements. Products are aliased `p`; only approved
 * products are visible to buyers.
 */

/** `alias.prefix_lang`, or English where that translation is empty. */
export function localText(alias: string, prefix: string, lang: Lang): SQL {
  if (!isLang(lang) || !/^[a-z_]+$/.test(prefix) || !/^[a-z]+$/.test(alias))
    throw new Error('bad localised column');
  const english = `${alias}."${prefix}_en"`;
  if (lang === 'en') return sql.raw(english);
  const own = `${alias}."${prefix}_${lang}"`;
  return sql.raw(`case when btrim(${own}) <> '' then ${own} else ${english} end`);
}

export const VISIBLE = sql.raw(`p.status = 'approved'`);

/** Average comment star of product `p`, one decimal, 0 without comments. */
export const RATING = sql.raw(
  `coalesce((select round(avg(c.star), 1) from comments c where c.product_id = p.id), 0)::float8`,
);

/** The ProductCard columns of `p`. */
export function cardColumns(lang: Lang): SQL {
  return sql`p.id, ${localText('p', 'name', lang)} as name, p.image, p.price_cents, p.original_price_cents, p.sales,
    p.stock, p.shop_id, p.brand_id, p.category_id, ${RATING} as rating`;
}

export interface CardRow {
  id: number;
  name: string;
  image: string;
  price_cents: number;
  original_price_cents: number;
  sales: number;
  stock: number;
  shop_id: number;
  brand_id: number | null;
  category_id: number;
  rating: number;
}

export function toCard(row: CardRow): ProductCard {
  return {
    id: row.id,
    name: row.name,
    image: row.image,
    price: centsToAmount(row.price_cents),
    original_price: centsToAmount(row.original_price_cents),
    sales: row.sales,
    rating: Number(row.rating),
    stock: row.stock,
    shop_id: row.shop_id,
    brand_id: row.brand_id,
    category_id: row.category_id,
  };
}

/** The category and all its descendants (a cycle in the tree ends the walk). */
export function categorySubtree(categoryId: number): SQL {
  return sql`(with recursive tree(id) as (
      select id from categories where id = ${categoryId}
      union select c.id from categories c join tree on c.parent_id = tree.id
    ) select id from tree)`;
}

/** A search term prepared for the full-text, substring and trigram conditions. */
export interface SearchTerms {
  /** Lower-cased, spaces collapsed. */
  text: string;
  /** `'word':* & ...` of the term's words, or null when it has none. */
  tsquery: string | null;
  /** A LIKE pattern matching the text anywhere in a name, or null for a short term of spaced words. */
  pattern: string | null;
}

/** Scripts written without spaces between words (and Hangul compounds): a word can be any part of a name. */
const UNSPACED =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
/** Shorter terms of other scripts match inside words only as a typo would ("tee" is not "steel"). */
const MIN_INFIX_LENGTH = 4;

export function searchTermsOf(term: string): SearchTerms {
  const text = term.trim().replace(/\s+/g, ' ').toLowerCase();
  const words = text.match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  const infix = UNSPACED.test(text) || [...text].length >= MIN_INFIX_LENGTH;
  return {
    text,
    tsquery: words.length > 0 ? words.map((word) => `'${word}':*`).join(' & ') : null,
    pattern: infix ? `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null,
  };
}

/**
 * Words of the names or short descriptions (any language) by prefix, a part of a name
 * (Chinese, Japanese, Thai... and longer terms), or a name within a typo (trigram word
 * similarity at pg_trgm's threshold, 0.6). A union of one indexed lookup per kind: OR-ed in
 * one WHERE, PostgreSQL would scan every row instead of using the GIN indexes.
 */
export function searchMatch(terms: SearchTerms): SQL {
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
export function searchRank(terms: SearchTerms): SQL {
  const fullText = terms.tsquery
    ? sql`ts_rank(p.search_document, to_tsquery('simple', ${terms.tsquery})) * 2`
    : sql`0`;
  const substring = terms.pattern
    ? sql`case when p.search_names like ${terms.pattern} then 0.5 else 0 end`
    : sql`0`;
  return sql`(${fullText} + word_similarity(${terms.text}, p.search_names) + ${substring})::float8`;
}

/** Orders over an alias holding id, created_at, sales, price_cents and rank. */
export type ListOrder = SearchSort | 'rank';

export function orderBy(order: ListOrder, alias: string): SQL {
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
      return sql.raw(`${a}.rank desc, ${a}.sales desc, ${a}.id desc`);
    case 'rank':
      return sql.raw(`${a}.rank desc, ${a}.id desc`);
  }
}

export interface ProductFilter {
  categoryId?: number | undefined;
  brandId?: number | undefined;
  shopId?: number | undefined;
  minCents?: number | undefined;
  maxCents?: number | undefined;
  search?: SearchTerms | undefined;
  /** Only the products in this user's wishlist. */
  wishlistOf?: number | undefined;
  recommendedOnly?: boolean | undefined;
}

/** The WHERE of a product list: visible products matching every given filter. */
export function filterWhere(filter: ProductFilter): SQL {
  const parts: SQL[] = [VISIBLE];
  if (filter.categoryId !== undefined)
    parts.push(sql`p.category_id in ${categorySubtree(filter.categoryId)}`);
  if (filter.brandId !== undefined) parts.push(sql`p.brand_id = ${filter.brandId}`);
  if (filter.shopId !== undefined) parts.push(sql`p.shop_id = ${filter.shopId}`);
  if (filter.minCents !== undefined) parts.push(sql`p.price_cents >= ${filter.minCents}::bigint`);
  if (filter.maxCents !== undefined) parts.push(sql`p.price_cents <= ${filter.maxCents}::bigint`);
  if (filter.recommendedOnly) parts.push(sql`p.is_recommended`);
  if (filter.search) parts.push(searchMatch(filter.search));
  if (filter.wishlistOf !== undefined) {
    parts.push(
      sql`p.id in (select w.product_id from wishlists w where w.user_id = ${filter.wishlistOf})`,
    );
  }
  return sql.join(parts, sql` and `);
}

/** The list's own order key: relevance for a search, when it was wishlisted for a wishlist. */
export function rankOf(filter: ProductFilter): SQL {
  if (filter.search) return searchRank(filter.search);
  if (filter.wishlistOf !== undefined) {
    return sql`(select extract(epoch from w.created_at) from wishlists w
      where w.user_id = ${filter.wishlistOf} and w.product_id = p.id)::float8`;
  }
  return sql`0::float8`;
}
