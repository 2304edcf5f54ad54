import type { z } from 'zod';
import type {
  CommentPage,
  ProductCard,
  ProductDetail,
  ProductPage,
  productListQuerySchema,
  searchQuerySchema,
} from '@mall/contract/catalog';
import { ErrorCode } from '@mall/contract/errors';
import type { Lang } from '@mall/contract/locales';
import { amountToCents } from '@mall/contract/money';
import { pageOf, pageOffset, type PageQuery } from '@mall/contract/pagination';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../plugins/app-error';
import { iso } from '../shared/localize';
import type { CatalogContext } from './catalog-context';
import { pageComments } from './product-comment-repository';
import { cacheKey } from '../../plugins/answer-cache/list-cache';
import {
  findProductDetail,
  findViewerMarks,
  pageProducts,
  relatedProducts,
} from './product-repository';
import { toCard } from './product-card';
import { searchTermsOf, type ListOrder, type ProductFilter } from './product-filter';

export type ProductListQuery = z.output<typeof productListQuerySchema>;
export type SearchQuery = z.output<typeof searchQuerySchema>;

/** How many related products a detail shows. */
export const DETAIL_RELATED = 8;

const cents = (amount: number | undefined): number | undefined =>
  amount === undefined ? undefined : (amountToCents(amount) ?? undefined);

/** A page of product cards, through the cache; `call` and `params` name the answer. */
export async function cachedProductPage(
  ctx: CatalogContext,
  call: string,
  params: Record<string, unknown>,
  query: { filter: ProductFilter; order: ListOrder; page: PageQuery; lang: Lang },
): Promise<ProductPage> {
  return ctx.cache.get(
    cacheKey(
      call,
      { ...params, page: query.page.page, pagesize: query.page.pagesize, order: query.order },
      query.lang,
    ),
    () => productPage(ctx.db, query),
  );
}

/** A page of product cards, straight from the database. */
export async function productPage(
  db: DbOrTx,
  query: { filter: ProductFilter; order: ListOrder; page: PageQuery; lang: Lang },
): Promise<ProductPage> {
  const { rows, total } = await pageProducts(db, {
    filter: query.filter,
    order: query.order,
    limit: query.page.pagesize,
    offset: pageOffset(query.page),
    lang: query.lang,
  });
  return pageOf(rows.map(toCard), total, query.page);
}

/** get_all_products: every filter, any sort. */
export async function allProducts(
  ctx: CatalogContext,
  query: ProductListQuery,
  lang: Lang,
): Promise<ProductPage> {
  const filter: ProductFilter = {
    categoryId: query.category_id,
    brandId: query.brand_id,
    shopId: query.shop_id,
    minCents: cents(query.min_price),
    maxCents: cents(query.max_price),
  };
  return cachedProductPage(
    ctx,
    'all-products',
    { ...filter },
    { filter, order: query.sort, page: query, lang },
  );
}

export type ShowcaseKind = 'hot' | 'new' | 'recommend';

/**
 * get_hot_list (best-selling), get_new (newest), get_recommend (recommended or featured:
 * featured first, then best-selling).
 */
export async function showcase(
  ctx: CatalogContext,
  kind: ShowcaseKind,
  page: PageQuery,
  lang: Lang,
): Promise<ProductPage> {
  const order: ListOrder = kind === 'new' ? 'new' : kind === 'recommend' ? 'featured' : 'sales';
  const filter: ProductFilter =
    kind === 'recommend' ? { recommendedOnly: true, featuredFirst: true } : {};
  return cachedProductPage(ctx, `showcase-${kind}`, {}, { filter, order, page, lang });
}

/** /search/{term}: ranked by relevance unless sorted. */
export async function searchProducts(
  ctx: CatalogContext,
  term: string,
  query: SearchQuery,
  lang: Lang,
): Promise<ProductPage> {
  const filter: ProductFilter = {
    categoryId: query.category_id,
    brandId: query.brand_id,
    minCents: cents(query.min_price),
    maxCents: cents(query.max_price),
    search: searchTermsOf(term),
  };
  const params = { ...filter, search: filter.search?.text };
  return cachedProductPage(ctx, 'search', params, { filter, order: query.sort, page: query, lang });
}

/** get_recommend_list: products related to one, never itself. */
export async function relatedList(
  ctx: CatalogContext,
  productId: number,
  limit: number,
  lang: Lang,
): Promise<{ list: ProductCard[] }> {
  return ctx.cache.get(cacheKey('related', { productId, limit }, lang), async () => ({
    list: (await relatedProducts(ctx.db, productId, limit, lang)).map(toCard),
  }));
}

/**
 * product/detail: 2000021 for an unknown or hidden product. What anyone sees (the product,
 * its stock and its related products) comes from the cache, which row changes clear within a
 * second; what only the viewer sees (follow, wishlist) is read live alongside. An anonymous
 * answer is the cached value itself.
 */
export async function productDetail(
  ctx: CatalogContext,
  productId: number,
  viewerId: number | null,
  lang: Lang,
): Promise<ProductDetail> {
  const [detail, marks] = await Promise.all([
    ctx.cache.get(cacheKey('detail', { productId }, lang), () =>
      loadDetail(ctx.db, productId, lang),
    ),
    viewerId === null ? null : findViewerMarks(ctx.db, productId, viewerId),
  ]);
  if (!detail) throw new AppError(ErrorCode.ProductInvalid);
  if (!marks) return detail;
  return {
    ...detail,
    shop: { ...detail.shop, followed: marks.followed },
    wishlisted: marks.wishlisted,
  };
}

async function loadDetail(
  db: DbOrTx,
  productId: number,
  lang: Lang,
): Promise<ProductDetail | null> {
  const row = await findProductDetail(db, productId, DETAIL_RELATED, lang);
  if (!row) return null;
  const gallery = row.images ?? [];
  const images = gallery.length > 0 ? gallery : row.image ? [row.image] : [];
  return {
    ...toCard(row),
    images,
    description: row.description,
    short_description: row.short_description,
    brand:
      row.brand_id === null
        ? null
        : { id: row.brand_id, name: row.brand_name ?? '', logo: row.brand_logo ?? '' },
    category: {
      id: row.category_id,
      name: row.category_name,
      icon: row.category_icon,
      parent_id: row.category_parent_id,
    },
    shop: { id: row.shop_id, name: row.shop_name, logo: row.shop_logo, followed: false },
    comment_count: row.comment_count,
    wishlisted: false,
    related: row.related.map(toCard),
  };
}

/** product/comments: newest first, with the average star and the count; empty for a hidden product. */
export async function commentPage(
  db: DbOrTx,
  productId: number,
  page: PageQuery,
): Promise<CommentPage> {
  const { rows, count, average } = await pageComments(
    db,
    productId,
    page.pagesize,
    pageOffset(page),
  );
  const list = rows.map((row) => ({
    id: row.id,
    user: { firstname: row.firstname, avatar: row.avatar },
    star: row.star,
    content: row.content,
    images: Array.isArray(row.images) ? row.images : [],
    created_at: iso(row.created_at) ?? '',
  }));
  return { ...pageOf(list, count, page), average, count };
}
