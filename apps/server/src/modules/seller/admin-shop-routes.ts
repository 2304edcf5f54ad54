import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminShopPageSchema,
  adminShopQuerySchema,
  adminShopSchema,
  shopCommissionBodySchema,
  suspendShopBodySchema,
} from '@mall/contract/shops';
import { requirePermission, staffCodes } from '../../plugins/auth';
import { ok, responses, USER_SECURITY } from '../../plugins/envelope';
import { auditActorOf } from '../audit/audit-writer';
import { adminShopPage, setShopCommission, suspendShop } from './admin-shop-service';

const TAG = ['admin'];
const CODES = staffCodes('shops');

/** The back office's shops (decision 0029). */
export const adminShopRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get('/admin/shop/index', {
    preHandler: requirePermission('shops'),
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary:
        'Every shop with its owner, product and order counts, commission override and status; newest first',
      description: `q matches part of the shop’s name or of its owner’s email; sort by created_at (default), name, product_count or order_count, order desc (default) or asc. ${CODES}`,
      querystring: adminShopQuerySchema,
      response: responses(adminShopPageSchema),
    },
    handler: async (request) => ok(await adminShopPage(db, request.query)),
  });

  app.post('/admin/shop/suspend', {
    preHandler: requirePermission('shops'),
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary: 'Suspends a shop (suspended=1) or opens it again (suspended=0); answers the shop',
      description:
        'A suspended shop’s products leave the catalogue at once (they cannot be found, shown or bought) and its page ' +
        'answers 2000019. Its orders go on: the seller still sees, ships and refuses them and decides refunds, but ' +
        'product saves and stock-in applications are refused with 1000008 {reason: shop_suspended}. Audited as ' +
        'shop.suspend / shop.unsuspend (record shop:<id>, the reason in after); a shop already in that status is ' +
        `answered unchanged and not audited. Codes: 2000019 unknown shop. ${CODES}`,
      body: suspendShopBodySchema,
      response: responses(adminShopSchema),
    },
    handler: async (request) => {
      const { shop_id, suspended, reason } = request.body;
      const { shop, changed } = await suspendShop(db, auditActorOf(request), {
        shopId: shop_id,
        suspended,
        reason: reason ?? '',
      });
      if (changed) await app.invalidateCatalog();
      return ok(shop);
    },
  });

  app.post('/admin/shop/commission', {
    preHandler: requirePermission('shops'),
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary: 'Sets or clears the shop’s commission percent; answers the shop',
      description:
        'An order of the shop completed afterwards pays this percent of its goods as commission, before its ' +
        'categories’ percent and the commission_percent setting; orders completed before keep theirs. Empty or absent ' +
        'percent clears the override. Audited as shop.commission (record shop:<id>). Codes: 2000019 unknown shop; ' +
        `1000008 {field: percent} not 0 to 100 with at most 2 decimals. ${CODES}`,
      body: shopCommissionBodySchema,
      response: responses(adminShopSchema),
    },
    handler: async (request) =>
      ok(
        await setShopCommission(
          db,
          auditActorOf(request),
          request.body.shop_id,
          request.body.percent ?? null,
        ),
      ),
  });
};
