import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  stockApplicationListQuerySchema,
  stockApplicationPageSchema,
  stockApplicationSchema,
  stockApplyBodySchema,
} from '@mall/contract/seller';
import { assertShopOpen, requireSeller, userIdOf } from '../../plugins/auth';
import { ok, responses, USER_SECURITY } from '../../plugins/envelope';
import { applyStockIn, shopStockApplications, type SellerRef } from './stock-application-service';

const SELLER_CODES =
  'seller route: 1100003, 1000004, 2000017; 1000008 {reason: forbidden} without a shop.';

function sellerOf(request: { shopId: number | null }, userId: number): SellerRef {
  if (request.shopId === null) throw new Error('route is not guarded by requireSeller');
  return { userId, shopId: request.shopId };
}

/** Stock-in applications (Notice 300): the seller asks, an admin decides (/admin/review type 300). */
export const stockRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post('/seller/stock/apply', {
    preHandler: requireSeller,
    schema: {
      tags: ['seller'],
      security: USER_SECURITY,
      summary:
        'Asks for units of one of the caller’s products to be received into stock; answers the application (status 0)',
      description:
        'Writes a Notice 300. An admin decides with /admin/review/decide (type 300): approval adds qty to the product’s ' +
        'stock and stock received. qty 1 to 100000. Codes: 2000019 not a product of the caller’s shop; 1000008 ' +
        `{reason: shop_suspended} the shop is suspended (decision 0029). ${SELLER_CODES}`,
      body: stockApplyBodySchema,
      response: responses(stockApplicationSchema),
    },
    handler: async (request) => {
      assertShopOpen(request);
      return ok(await applyStockIn(db, sellerOf(request, userIdOf(request)), request.body));
    },
  });

  app.get('/seller/stock/index', {
    preHandler: requireSeller,
    schema: {
      tags: ['seller'],
      security: USER_SECURITY,
      summary: 'The stock-in applications of the caller’s shop, newest first (status filters)',
      description: SELLER_CODES,
      querystring: stockApplicationListQuerySchema,
      response: responses(stockApplicationPageSchema),
    },
    handler: async (request) =>
      ok(
        await shopStockApplications(db, sellerOf(request, userIdOf(request)).shopId, request.query),
      ),
  });
};
