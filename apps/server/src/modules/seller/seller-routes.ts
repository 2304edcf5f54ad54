import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applySellerBodySchema,
  productSaveBodySchema,
  sellerApplicationSchema,
  sellerProductListQuerySchema,
  sellerProductPageSchema,
  sellerProductSchema,
} from '@mall/contract/seller';
import { assertShopOpen, requireSeller, requireUser, userIdOf } from '../../plugins/auth';
import { ok, responses, USER_SECURITY } from '../../plugins/envelope';
import { saveProduct, shopProductPage } from './product-save-service';
import { applySeller } from './seller-application-service';

const SELLER_CODES =
  'seller route: 1100003, 1000004, 2000017; 1000008 {reason: forbidden} without a shop.';

function shopIdOf(shopId: number | null): number {
  if (shopId === null) throw new Error('route is not guarded by requireSeller');
  return shopId;
}

export const sellerRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post('/customer/user/applyseller', {
    preHandler: requireUser,
    schema: {
      tags: ['seller'],
      security: USER_SECURITY,
      summary:
        'Applies to become a seller with a shop; answers the application (status 0) and writes a Notice 100',
      description:
        'shop_name in English letters; id_front and id_back are the caller’s private uploads (/upload with private=1; a public one sent here is made private). An admin decides with /admin/review/decide ' +
        '(type 100): approval opens the shop. Codes: 2000016 an application is under review or approved (data: that ' +
        'application; the spec treats it as success); 2000015 {field: shop_name} the caller already has a shop or the name is ' +
        'taken; 1000008 {field: id_front|id_back} not the caller’s upload. user route: 1100003, 1000004, 2000017.',
      body: applySellerBodySchema,
      response: responses(sellerApplicationSchema),
    },
    handler: async (request) =>
      ok(await applySeller(db, app.storage, userIdOf(request), request.body)),
  });

  app.post('/seller/product/save', {
    preHandler: requireSeller,
    schema: {
      tags: ['seller'],
      security: USER_SECURITY,
      summary: 'Creates (no id) or edits (id) a product of the caller’s shop; answers the product',
      description:
        'A new product is pending until an admin approves it (/admin/review/decide type 200; Notice 200). Editing a pending or ' +
        'rejected product changes it in place (a rejected one goes back to review). Editing an approved product files the ' +
        'edit as a revision under review (type 200, same id; answered in `revision`): the approved version stays on sale ' +
        'unchanged until an admin approves it; a second edit replaces the revision under review. stock: a new product’s ' +
        'initial units, filed as a stock-in application (Notice 300); ignored on edit (stock moves by deltas only). ' +
        'Prices in USD. Codes: 2000019 not a product of the caller’s shop; 1000008 ' +
        '{field: category_id|brand_id|images}; 1000008 {reason: shop_suspended} the shop is suspended (decision 0029). ' +
        SELLER_CODES,
      body: productSaveBodySchema,
      response: responses(sellerProductSchema),
    },
    handler: async (request) => {
      assertShopOpen(request);
      // No catalogue cache to clear: a save changes nothing buyers see until an admin decides,
      // and the decision clears the caches.
      return ok(
        await saveProduct(
          db,
          { userId: userIdOf(request), shopId: shopIdOf(request.shopId) },
          request.body,
        ),
      );
    },
  });

  app.get('/seller/product/index', {
    preHandler: requireSeller,
    schema: {
      tags: ['seller'],
      security: USER_SECURITY,
      summary: 'The products of the caller’s shop, newest first, in every state (status filters)',
      description: SELLER_CODES,
      querystring: sellerProductListQuerySchema,
      response: responses(sellerProductPageSchema),
    },
    handler: async (request) => {
      const { status, ...page } = request.query;
      return ok(await shopProductPage(db, shopIdOf(request.shopId), status, page));
    },
  });
};
