import type { z } from 'zod';
import type {
  BrandPage,
  brandPageQuerySchema,
  CategoryPage,
  categoryPageQuerySchema,
  ShopPage,
  shopPageQuerySchema,
  TopCategories,
} from '@mall/contract/catalog';
import { ErrorCode } from '@mall/contract/errors';
import type { Lang } from '@mall/contract/locales';
import { amountToCents } from '@mall/contract/money';
import { AppError } from '../../plugins/app-error';
import type { CatalogContext } from './catalog-context';
import { cacheKey } from '../../plugins/answer-cache/list-cache';
import { topCategories as topCategoryRows } from './product-repository';
import { toCard } from './product-card';
import type { ProductFilter } from './product-filter';
import { cachedProductPage, productPage } from './product-service';
import { findShopSummary } from './shop-repository';
import { findBrand, findCategoryWithChildren } from './taxonomy-repository';

type BrandPageQuery = z.output<typeof brandPageQuerySchema>;
type CategoryPageQuery = z.output<typeof categoryPageQuerySchema>;
type ShopPageQuery = z.output<typeof shopPageQuerySchema>;

const notFound = () => new AppError(ErrorCode.NoData);
const cents = (amount: number | undefined): number | undefined =>
  amount === undefined ? undefined : (amountToCents(amount) ?? undefined);

/** /brand/{id}: the brand and a page of its products; 2000019 for an unknown brand. */
export async function brandPage(
  ctx: CatalogContext,
  id: number,
  query: BrandPageQuery,
  lang: Lang,
): Promise<BrandPage> {
  const page = { page: query.page, pagesize: query.pagesize };
  return ctx.cache.get(cacheKey('brand', { id, order: query.sort, ...page }, lang), async () => {
    const filter: ProductFilter = { brandId: id };
    const [brand, products] = await Promise.all([
      findBrand(ctx.db, id, lang),
      productPage(ctx.db, { filter, order: query.sort, page, lang }),
    ]);
    if (!brand) throw notFound();
    return { brand, products };
  });
}

/** /category/{id}/{page}: the category (with its children) and its products and its subcategories'. */
export async function categoryPage(
  ctx: CatalogContext,
  id: number,
  pageNumber: number,
  query: CategoryPageQuery,
  lang: Lang,
): Promise<CategoryPage> {
  const filter: ProductFilter = {
    categoryId: id,
    brandId: query.brand_id,
    minCents: cents(query.min_price),
    maxCents: cents(query.max_price),
  };
  const page = { page: pageNumber, pagesize: query.pagesize };
  return ctx.cache.get(
    cacheKey('category', { ...filter, order: query.sort, ...page }, lang),
    async () => {
      const [category, products] = await Promise.all([
        findCategoryWithChildren(ctx.db, id, lang),
        productPage(ctx.db, { filter, order: query.sort, page, lang }),
      ]);
      if (!category) throw notFound();
      return { category: { ...category, children: category.children ?? [] }, products };
    },
  );
}

/**
 * /shop/{id}/{page}: the shop's summary (live: followers and whether the viewer follows it)
 * and a page of its products (cached); 2000019 for an unknown or suspended shop.
 */
export async function shopPage(
  ctx: CatalogContext,
  id: number,
  pageNumber: number,
  query: ShopPageQuery,
  viewerId: number | null,
  lang: Lang,
): Promise<ShopPage> {
  const page = { page: pageNumber, pagesize: query.pagesize };
  const [shop, products] = await Promise.all([
    findShopSummary(ctx.db, id, viewerId ?? 0),
    cachedProductPage(
      ctx,
      'shop-products',
      { id },
      { filter: { shopId: id }, order: query.sort, page, lang },
    ),
  ]);
  if (!shop) throw notFound();
  return { shop, products };
}

const TOP_CATEGORIES = 3;
const TOP_PRODUCTS = 6;

/** /category/top3: the three best-selling top-level categories, each with its six best sellers. */
export async function topCategories(ctx: CatalogContext, lang: Lang): Promise<TopCategories> {
  return ctx.cache.get(cacheKey('top3', {}, lang), async () => {
    const rows = await topCategoryRows(ctx.db, lang, TOP_CATEGORIES, TOP_PRODUCTS);
    const list: TopCategories['list'] = [];
    for (const row of rows) {
      let entry = list.at(-1);
      if (entry?.category.id !== row.root_id) {
        entry = {
          category: { id: row.root_id, name: row.root_name, icon: row.root_icon, parent_id: null },
          products: [],
        };
        list.push(entry);
      }
      entry.products.push(toCard(row));
    }
    return { list };
  });
}
