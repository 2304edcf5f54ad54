import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderPageSchema, orderSchema, rejectOrderBodySchema } from '@mall/contract/orders';
import { sellerOrderListQuerySchema, shipBodySchema } from '@mall/contract/seller';
import { requireSeller } from '../../plugins/auth';
import { ok, responses, USER_SECURITY } from '../../plugins/envelope';
import { orderPage, rejectOrder, transitionOrder } from '../orders/order-service';

const TAG = ['seller'];
const SELLER_CODES =
  'seller route: 1100003, 1000004, 2000017; 1000008 {reason: forbidden} without a shop (a suspended shop keeps its orders, decision 0029). An order of another shop is 1500018, like an unknown one.';

function shopIdOf(shopId: number | null): number {
  if (shopId === null) throw new Error('route is not guarded by requireSeller');
  return shopId;
}

export const sellerOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get('/seller/order/index', {
    preHandler: requireSeller,
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary:
        'The shop’s orders, newest first; status filters by tab (to_ship also lists paid orders)',
      description: `actions are the buyer’s. ${SELLER_CODES}`,
      querystring: sellerOrderListQuerySchema,
      response: responses(orderPageSchema),
    },
    handler: async (request) =>
      ok(await orderPage(db, { shopId: shopIdOf(request.shopId) }, request.query)),
  });

  app.post('/seller/order/ship', {
    preHandler: requireSeller,
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary:
        'Ships a paid (or cash-on-delivery) order of the shop with its logistics number; answers the Order',
      description: `From then on the buyer can no longer cancel it (2000033). Codes: 2000005 the order is not waiting for shipping (unpaid, cancelled, already shipped). ${SELLER_CODES}`,
      body: shipBodySchema,
      response: responses(orderSchema),
    },
    handler: async (request) => {
      const { order_id, log_sn } = request.body;
      return ok(
        await transitionOrder(db, {
          orderId: order_id,
          scope: { shopId: shopIdOf(request.shopId) },
          action: { type: 'ship' },
          logSn: log_sn,
          note: log_sn,
        }),
      );
    },
  });

  app.post('/seller/order/reject', {
    preHandler: requireSeller,
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary: 'Refuses an order of the shop not shipped yet, with a reason; answers the Order',
      description:
        'The order is cancelled (cancel_remark: the reason), its stock returned and any payment returned to the buyer’s ' +
        `wallet from escrow. Codes: 2000033 already shipped; 2000032 completed or already cancelled. ${SELLER_CODES}`,
      body: rejectOrderBodySchema,
      response: responses(orderSchema),
    },
    handler: async (request) =>
      ok(
        await rejectOrder(
          db,
          { shopId: shopIdOf(request.shopId) },
          request.body.order_id,
          request.body.reason,
        ),
      ),
  });
};
