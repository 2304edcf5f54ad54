import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cacheClearedSchema,
  commentPageSchema,
  commentsQuerySchema,
  idQuerySchema,
  productDetailSchema,
  productListQuerySchema,
  productListSchema,
  productPageSchema,
  recommendListQuerySchema,
} from '@mall/contract/catalog';
import { pageQuerySchema } from '@mall/contract/pagination';
import { requirePermission, staffCodes } from '../../plugins/auth';
import { ok, responses, USER_SECURITY } from '../../plugins/envelope';
import type { CatalogContext } from './catalog-context';
import { allProducts, commentPage, productDetail, relatedList, showcase } from './product-service';
import { viewerIdOf } from './viewer';

const TAG = ['catalog'];
const CACHED = 'Answers are cached in memory until the catalogue changes.';

/** Product lists, detail, comments and the admin's cache clear. */
export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (): CatalogContext => ({ db: app.database.db, cache: app.catalogCache });

  app.get('/customer/product/get_all_products', {
    schema: {
      tags: TAG,
      summary: 'Products, filtered and sorted',
      description:
        'Filters: category_id (the category and its subcategories), brand_id, shop_id, min_price, max_price (USD, inclusive; ' +
        `min above max is 1000008 on max_price). sort: new (default) | sales | price_desc | price_asc. ${CACHED}`,
      querystring: productListQuerySchema,
      response: responses(productPageSchema),
    },
    handler: async (request) => ok(await allProducts(ctx(), request.query, request.lang)),
  });

  app.get('/customer/product/get_hot_list', {
    schema: {
      tags: TAG,
      summary: 'Best-selling products',
      description: CACHED,
      querystring: pageQuerySchema,
      response: responses(productPageSchema),
    },
    handler: async (request) => ok(await showcase(ctx(), 'hot', request.query, request.lang)),
  });

  app.get('/customer/product/get_new', {
    schema: {
      tags: TAG,
      summary: 'Newest products',
      description: CACHED,
      querystring: pageQuerySchema,
      response: responses(productPageSchema),
    },
    handler: async (request) => ok(await showcase(ctx(), 'new', request.query, request.lang)),
  });

  app.get('/customer/product/get_recommend', {
    schema: {
      tags: TAG,
      summary: 'Recommended products: the featured ones first, then best-selling',
      description: `The products the back office recommended or featured (featured first). ${CACHED}`,
      querystring: pageQuerySchema,
      response: responses(productPageSchema),
    },
    handler: async (request) => ok(await showcase(ctx(), 'recommend', request.query, request.lang)),
  });

  app.get('/customer/product/get_recommend_list', {
    schema: {
      tags: TAG,
      summary:
        'Products related to one (never that one): same category, sibling categories, same brand, same shop',
      description: `An unknown or hidden product gives an empty list. ${CACHED}`,
      querystring: recommendListQuerySchema,
      response: responses(productListSchema),
    },
    handler: async (request) =>
      ok(await relatedList(ctx(), request.query.product_id, request.query.pagesize, request.lang)),
  });

  app.get('/customer/product/detail', {
    schema: {
      tags: TAG,
      summary:
        'A product (Product): images, texts, brand, category, shop, comment count, related products',
      description:
        'Codes: 2000021 unknown, not approved, hidden by the back office or of a suspended shop. An access-token is optional (for wishlisted and shop.followed).',
      querystring: idQuerySchema,
      response: responses(productDetailSchema),
    },
    handler: async (request) =>
      ok(await productDetail(ctx(), request.query.id, await viewerIdOf(request), request.lang)),
  });

  app.get('/customer/product/comments', {
    schema: {
      tags: TAG,
      summary: "A product's comments, newest first, with the average star and the count",
      description: 'An unknown or hidden product gives an empty list.',
      querystring: commentsQuerySchema,
      response: responses(commentPageSchema),
    },
    handler: async (request) =>
      ok(await commentPage(app.database.db, request.query.id, request.query)),
  });

  app.get('/customer/product/clear_product_cache', {
    preHandler: requirePermission('catalogue'),
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary: 'Clear the catalogue cache on every server instance',
      description: staffCodes('catalogue'),
      response: responses(cacheClearedSchema),
    },
    handler: async () => {
      await app.invalidateCatalog();
      return ok({ cleared: true as const });
    },
  });
};
