import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderPageSchema, orderSchema, rejectOrderBodySchema } from '@mall/contract/orders';
import {
  adminOrderListQuerySchema,
  advanceBodySchema,
  confirmPaymentBodySchema,
} from '@mall/contract/seller';
import { requirePermission, staffCodes } from '../../plugins/auth';
import { ok, responses, USER_SECURITY } from '../../plugins/envelope';
import { orderPage, rejectOrder, transitionOrder } from './order-service';

const TAG = ['admin'];
const ADMIN_CODES = `${staffCodes('orders')} 1500018 unknown order.`;

export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get('/admin/order/index', {
    preHandler: requirePermission('orders'),
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary:
        'Every order, newest first; by status tab and payment_status (pending: bank payments to confirm)',
      description: ADMIN_CODES,
      querystring: adminOrderListQuerySchema,
      response: responses(orderPageSchema),
    },
    handler: async (request) => {
      const { payment_status, ...query } = request.query;
      return ok(await orderPage(db, { any: true }, { ...query, paymentStatus: payment_status }));
    },
  });

  app.post('/admin/order/advance', {
    preHandler: requirePermission('orders'),
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary:
        'Moves a shipped order on: in_transit, or delivered (a cash-on-delivery order is paid then); answers the Order',
      description: `Codes: 2000005 not in a state that can move there (in_transit needs shipped; delivered needs shipped or in_transit). ${ADMIN_CODES}`,
      body: advanceBodySchema,
      response: responses(orderSchema),
    },
    handler: async (request) => {
      const { order_id, delivery_status } = request.body;
      return ok(
        await transitionOrder(db, {
          orderId: order_id,
          scope: { any: true },
          action: { type: 'advance', to: delivery_status },
        }),
      );
    },
  });

  app.post('/admin/order/cancel', {
    preHandler: requirePermission('orders'),
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary: 'Cancels any order not shipped yet, with a reason; answers the Order',
      description:
        'The order is cancelled (cancel_remark: the reason), its stock returned and any payment returned to the buyer’s ' +
        `wallet from escrow. Codes: 2000033 already shipped; 2000032 completed or already cancelled. ${ADMIN_CODES}`,
      body: rejectOrderBodySchema,
      response: responses(orderSchema),
    },
    handler: async (request) =>
      ok(await rejectOrder(db, { any: true }, request.body.order_id, request.body.reason)),
  });

  app.post('/admin/order/confirm_payment', {
    preHandler: requirePermission('orders'),
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary:
        'Decides a bank payment submitted for review: approve=1 the order is paid, approve=0 it is unpaid again',
      description:
        'A rejected payment starts a new unpaid period (order_auto_cancel_minutes) after which the order is cancelled ' +
        `automatically unless paid. Codes: 2000018 no bank payment of this order is under review. ${ADMIN_CODES}`,
      body: confirmPaymentBodySchema,
      response: responses(orderSchema),
    },
    handler: async (request) => {
      const { order_id, approve } = request.body;
      return ok(
        await transitionOrder(db, {
          orderId: order_id,
          scope: { any: true },
          action: { type: 'confirm_payment', approve },
        }),
      );
    },
  });
};
