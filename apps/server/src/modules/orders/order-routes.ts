import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commentSchema } from '@mall/contract/catalog';
import {
  cancelBodySchema,
  commentBodySchema,
  orderIdBodySchema,
  orderIdQuerySchema,
  orderListQuerySchema,
  orderPageSchema,
  orderSchema,
  payBodySchema,
  trackSchema,
} from '@mall/contract/orders';
import { requireUser, userIdOf } from '../../plugins/auth';
import { ok, responses, USER_SECURITY } from '../../plugins/envelope';
import { commentOnOrder } from './order-comment-service';
import {
  cancelOrder,
  completeOrder,
  orderPage,
  orderView,
  payOrder,
  trackOrder,
} from './order-service';

const TAG = ['orders'];
const USER_CODES =
  'user route: 1100003, 1000004, 2000017. An order that is not the caller’s is 1500018, like an unknown one.';

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get('/customer/order/index', {
    preHandler: requireUser,
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary: 'The caller’s orders, newest first; status filters by tab',
      description: `Tabs: an order_status; to_ship also lists paid orders, shipped also those in transit. ${USER_CODES}`,
      querystring: orderListQuerySchema,
      response: responses(orderPageSchema),
    },
    handler: async (request) =>
      ok(await orderPage(db, { userId: userIdOf(request) }, request.query)),
  });

  app.get('/customer/order/view', {
    preHandler: requireUser,
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary: 'One of the caller’s orders (Order, with the actions allowed now)',
      description: USER_CODES,
      querystring: orderIdQuerySchema,
      response: responses(orderSchema),
    },
    handler: async (request) =>
      ok(await orderView(db, { userId: userIdOf(request) }, request.query.order_id)),
  });

  app.post('/customer/order/pay', {
    preHandler: requireUser,
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary: 'Pays an unpaid order; answers the Order',
      description:
        'payment_method defaults to the one chosen at checkout. wallet: the total is taken from the balance in the transaction ' +
        'that marks the order paid. bank: the payment is submitted for review (payment_status pending; no card number is ' +
        'stored) and an admin confirms it with /admin/order/confirm_payment; the order is no longer cancelled automatically. ' +
        'cod: the order goes to be shipped and is paid when delivered. ' +
        `Codes: 1500019 the order is not unpaid (already paid, submitted, cancelled...); 2000022 balance short, nothing changed. ${USER_CODES}`,
      body: payBodySchema,
      response: responses(orderSchema),
    },
    handler: async (request) =>
      ok(await payOrder(db, userIdOf(request), request.body.order_id, request.body.payment_method)),
  });

  app.post('/customer/order/cancel', {
    preHandler: requireUser,
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary:
        'Cancels an order not shipped yet; the stock and any payment (to the wallet) are returned',
      description: `Codes: 2000033 already shipped; 2000032 completed or already cancelled. ${USER_CODES}`,
      body: cancelBodySchema,
      response: responses(orderSchema),
    },
    handler: async (request) =>
      ok(
        await cancelOrder(
          db,
          userIdOf(request),
          request.body.order_id,
          request.body.cancel_remark ?? '',
        ),
      ),
  });

  app.post('/customer/order/complete', {
    preHandler: requireUser,
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary:
        'Confirms receipt of a delivered order: completed, and the shop’s share credited to the seller’s merchant balance',
      description: `The share is the grand total less approved refunds. Codes: 2000006 the order is not delivered. ${USER_CODES}`,
      body: orderIdBodySchema,
      response: responses(orderSchema),
    },
    handler: async (request) =>
      ok(await completeOrder(db, userIdOf(request), request.body.order_id)),
  });

  app.post('/customer/order/comment', {
    preHandler: requireUser,
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary: 'Comments on a product of a completed order, once per line; answers the comment',
      description:
        'star 1 to 5 (default 5); content plain text up to 140 characters; images a JSON list of the caller’s uploads. ' +
        `Codes: 2000007 the order is not completed, has no such product, or it was already commented; 1000008 {field: images}. ${USER_CODES}`,
      body: commentBodySchema,
      response: responses(commentSchema),
    },
    handler: async (request) => {
      const user = request.session?.user;
      if (!user) throw new Error('requireUser did not set the session');
      const b = request.body;
      return ok(
        await commentOnOrder(db, user, {
          orderId: b.order_id,
          productId: b.product_id,
          star: b.star,
          content: b.content,
          images: b.images ?? [],
        }),
      );
    },
  });

  app.get('/customer/order/track', {
    preHandler: requireUser,
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary: 'The logistics number and the status history of one of the caller’s orders',
      description: `Event statuses: placed, paid, payment_submitted, payment_rejected, to_ship, shipped, in_transit, delivered, completed, cancelled, expired. ${USER_CODES}`,
      querystring: orderIdQuerySchema,
      response: responses(trackSchema),
    },
    handler: async (request) =>
      ok(await trackOrder(db, { userId: userIdOf(request) }, request.query.order_id)),
  });
};
