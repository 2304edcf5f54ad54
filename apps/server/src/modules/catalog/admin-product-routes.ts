import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminProductListSchema,
  adminProductPageSchema,
  adminProductQuerySchema,
  productFlagsBodySchema,
} from '@mall/contract/admin-catalog';
import { requirePermission, staffCodes } from '../../plugins/auth';
import { ok, responses, USER_SECURITY } from '../../plugins/envelope';
import { auditActorOf } from '../audit/audit-writer';
import { adminProductPage, setProductFlags } from './admin-product-service';

const TAG = ['admin'];
const CODES = staffCodes('catalogue');

/** The back office's products (permission catalogue, decision 0028). */
export const adminProductRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get('/admin/product/index', {
    preHandler: requirePermission('catalogue'),
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary:
        'Every product in any state: shop, category, brand, price, stock, sales, status, flags and whether buyers see it',
      description:
        'q: part of a name in any language, or a product id. Filters: shop_id, category_id (with its subcategories), ' +
        'status, hidden, featured, recommended (1 or 0). sort: created (default) | price | sales | stock; order: desc ' +
        `(default) | asc. ${CODES}`,
      querystring: adminProductQuerySchema,
      response: responses(adminProductPageSchema),
    },
    handler: async (request) => ok(await adminProductPage(db, request.query, request.lang)),
  });

  app.post('/admin/product/flags', {
    preHandler: requirePermission('catalogue'),
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary:
        'Sets hidden, featured and/or recommended (1 or 0) on up to 100 products at once; answers them',
      description:
        'hidden: out of every buyer list, search, page and detail (2000021), and out of cart and checkout. ' +
        'recommended: in get_recommend; featured: in get_recommend, before the others. All or none: an unknown ' +
        'id refuses the call (1000008 {field: ids}). One audit entry per product whose flags changed ' +
        '(`product.flags`, record `product:<id>`, before and after), in the transaction of the change; the ' +
        `catalogue cache is cleared on every instance once it commits. ${CODES}`,
      body: productFlagsBodySchema,
      response: responses(adminProductListSchema),
    },
    handler: async (request) => {
      const result = await setProductFlags(db, auditActorOf(request), request.body, request.lang);
      await app.invalidateCatalog();
      return ok(result);
    },
  });
};
