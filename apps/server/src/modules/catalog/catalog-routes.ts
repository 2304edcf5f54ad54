import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  brandListSchema,
  brandPageQuerySchema,
  brandPageSchema,
  categoryListSchema,
  categoryPageParamsSchema,
  categoryPageQuerySchema,
  categoryPageSchema,
  categoryTreeSchema,
  idParamsSchema,
  idQuerySchema,
  productPageSchema,
  searchParamsSchema,
  searchQuerySchema,
  shopPageParamsSchema,
  shopPageQuerySchema,
  shopPageSchema,
  topCategoriesSchema,
} from '@mall/contract/catalog';
import { ok, responses } from '../../plugins/envelope';
import { brandPage, categoryPage, shopPage, topCategories } from './browse-service';
import type { CatalogContext } from './catalog-context';
import { searchProducts } from './product-service';
import { brandList, categoryTree, childCategories, firstCategories } from './taxonomy-service';
import { viewerIdOf } from './viewer';

const TAG = ['catalog'];
const SORTS = 'sort: new (default) | sales | price_desc | price_asc.';
const CACHED = 'Answers are cached in memory until the catalogue changes.';

/** Categories, brands, brand / category / shop pages, search and the top three categories. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (): CatalogContext => ({ db: app.database.db, cache: app.catalogCache });

  app.post('/customer/index/get-all-brand', {
    schema: {
      tags: TAG,
      summary: 'Every brand with its number of products',
      description: CACHED,
      response: responses(brandListSchema),
    },
    handler: async (request) => ok(await brandList(ctx(), request.lang)),
  });

  app.post('/customer/index/get-all-category', {
    schema: {
      tags: TAG,
      summary: 'The category tree (list: the top level, each with children)',
      description: CACHED,
      response: responses(categoryTreeSchema),
    },
    handler: async (request) => ok(await categoryTree(ctx(), request.lang)),
  });

  app.get('/customer/index/get-first-category', {
    schema: {
      tags: TAG,
      summary: 'Top-level categories',
      description: CACHED,
      response: responses(categoryListSchema),
    },
    handler: async (request) => ok(await firstCategories(ctx(), request.lang)),
  });

  app.get('/customer/index/series-categorys', {
    schema: {
      tags: TAG,
      summary: 'The children of a category',
      description: `An unknown id gives an empty list. ${CACHED}`,
      querystring: idQuerySchema,
      response: responses(categoryListSchema),
    },
    handler: async (request) => ok(await childCategories(ctx(), request.query.id, request.lang)),
  });

  app.get('/brand/:id', {
    schema: {
      tags: TAG,
      summary: 'A brand and a page of its products',
      description: `Codes: 2000019 unknown brand. ${SORTS} ${CACHED}`,
      params: idParamsSchema,
      querystring: brandPageQuerySchema,
      response: responses(brandPageSchema),
    },
    handler: async (request) =>
      ok(await brandPage(ctx(), request.params.id, request.query, request.lang)),
  });

  app.get('/category/top3', {
    schema: {
      tags: TAG,
      summary:
        'The three best-selling top-level categories, each with up to 6 best-selling products',
      description: CACHED,
      response: responses(topCategoriesSchema),
    },
    handler: async (request) => ok(await topCategories(ctx(), request.lang)),
  });

  app.get('/category/:id/:page', {
    schema: {
      tags: TAG,
      summary: 'A category and a page of its products, its subcategories’ included',
      description: `Codes: 2000019 unknown category. Filters: brand_id, min_price, max_price (USD, inclusive). ${SORTS} ${CACHED}`,
      params: categoryPageParamsSchema,
      querystring: categoryPageQuerySchema,
      response: responses(categoryPageSchema),
    },
    handler: async (request) =>
      ok(
        await categoryPage(
          ctx(),
          request.params.id,
          request.params.page,
          request.query,
          request.lang,
        ),
      ),
  });

  app.get('/shop/:id/:page', {
    schema: {
      tags: TAG,
      summary:
        'A shop (followers, rating, whether the caller follows it) and a page of its products',
      description: `Codes: 2000019 unknown or suspended shop. An access-token is optional (for followed). ${SORTS} The products are cached.`,
      params: shopPageParamsSchema,
      querystring: shopPageQuerySchema,
      response: responses(shopPageSchema),
    },
    handler: async (request) =>
      ok(
        await shopPage(
          ctx(),
          request.params.id,
          request.params.page,
          request.query,
          await viewerIdOf(request),
          request.lang,
        ),
      ),
  });

  app.get('/search/:term', {
    schema: {
      tags: TAG,
      summary: 'Search products by name or short description in any language, tolerating a typo',
      description:
        'Matches words of the names and short descriptions (every language), any part of a name (e.g. Chinese), ' +
        'and names within a typo (trigram similarity). sort: relevance (default) | new | sales | price_desc | price_asc. ' +
        `Filters: category_id (with subcategories), brand_id, min_price, max_price. ${CACHED}`,
      params: searchParamsSchema,
      querystring: searchQuerySchema,
      response: responses(productPageSchema),
    },
    handler: async (request) =>
      ok(await searchProducts(ctx(), request.params.term, request.query, request.lang)),
  });
};
