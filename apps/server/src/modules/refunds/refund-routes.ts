import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  refundBodySchema,
  refundIdBodySchema,
  refundListQuerySchema,
  refundPageSchema,
  refundSchema,
} from '@mall/contract/orders';
import { refundDecideBodySchema } from '@mall/contract/seller';
import { requireSeller, requireUser, userIdOf } from '../../plugins/auth';
import { ok, responses, USER_SECURITY } from '../../plugins/envelope';
import { findSellerShop } from '../seller/seller-reader';
import {
  cancelRefund,
  confirmOfflineRefund,
  decideRefund,
  refundPage,
  requestRefund,
} from './refund-service';

const TAG = ['refunds'];
const USER_CODES = 'user route: 1100003, 1000004, 2000017.';

export const refundRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post('/customer/order/refund', {
    preHandler: requireUser,
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary:
        'Requests a refund of one line (item_id) or of the whole order; answers the request (state pending)',
      description:
        'Possible for a paid order once delivered, and after the receipt is confirmed within refund_window_days (default 7). ' +
        'The amount is the line’s price × units, or what the order has not had refunded yet. The shop decides with /seller/refund/decide. ' +
        'Codes: 1500018 not the caller’s order; 2000009 the order cannot get after-sales service; 2000010 an open request already ' +
        'covers it; 2000011 already refunded; 2000012 {field: item_id} not a line of the order; 1000008 {field: images}. ' +
        USER_CODES,
      body: refundBodySchema,
      response: responses(refundSchema),
    },
    handler: async (request) => {
      const { order_id, item_id, reason, images } = request.body;
      return ok(
        await requestRefund(db, userIdOf(request), {
          orderId: order_id,
          itemId: item_id,
          reason,
          images: images ?? [],
        }),
      );
    },
  });

  app.post('/customer/order/refund_offline_confirm', {
    preHandler: requireUser,
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary: 'Confirms that the shop returned the cash of an offline refund; answers the request',
      description:
        'A refund of a cash-on-delivery order that the shop’s merchant balance could not cover is approved with settlement ' +
        `offline: no wallet is credited, the seller returns the cash and the buyer confirms it here, once. Codes: 2000019 not the ` +
        `caller’s approved offline refund, or already confirmed. ${USER_CODES}`,
      body: refundIdBodySchema,
      response: responses(refundSchema),
    },
    handler: async (request) =>
      ok(await confirmOfflineRefund(db, userIdOf(request), request.body.id)),
  });

  app.post('/customer/order/refund_cancel', {
    preHandler: requireUser,
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary: 'Cancels the caller’s pending refund request; answers it',
      description: `Codes: 2000019 not the caller’s request; 2000013 no longer pending (cancelled or decided; data: the request). ${USER_CODES}`,
      body: refundIdBodySchema,
      response: responses(refundSchema),
    },
    handler: async (request) => ok(await cancelRefund(db, userIdOf(request), request.body.id)),
  });

  app.get('/customer/order/refund_list', {
    preHandler: requireUser,
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary:
        'Refund requests, newest first: sent by the caller (default), or received by the caller’s shop (side=received)',
      description: `received is empty for a user without a shop (open or suspended). ${USER_CODES}`,
      querystring: refundListQuerySchema,
      response: responses(refundPageSchema),
    },
    handler: async (request) => {
      const { side, ...query } = request.query;
      const userId = userIdOf(request);
      const owner =
        side === 'received'
          ? await findSellerShop(db, userId).then((shop) =>
              shop === null ? null : { shopId: shop.id },
            )
          : { userId };
      return ok(await refundPage(db, owner, query));
    },
  });

  app.post('/seller/refund/decide', {
    preHandler: requireSeller,
    schema: {
      tags: ['seller'],
      security: USER_SECURITY,
      summary:
        'Approves (approve=1) or rejects (approve=0) a pending refund request of the shop; answers it',
      description:
        'Approval returns the amount to the buyer’s wallet in the same transaction; for a completed order it comes out of the ' +
        'seller’s merchant balance (already credited with the order). Codes: 2000019 not a request of the shop; 2000018 already ' +
        'decided or cancelled (data: the request); 2000022 merchant balance short. seller route: 1000008 {reason: forbidden} without a shop.',
      body: refundDecideBodySchema,
      response: responses(refundSchema),
    },
    handler: async (request) => {
      if (request.shopId === null) throw new Error('route is not guarded by requireSeller');
      return ok(
        await decideRefund(
          db,
          request.shopId,
          request.body.id,
          request.body.approve,
          userIdOf(request),
        ),
      );
    },
  });
};
