import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOrderDetailQuerySchema,
  adminOrderDetailSchema,
  adminOrderPageSchema,
  adminOrderQuerySchema,
} from '@mall/contract/admin-orders';
import { orderSchema, rejectOrderBodySchema } from '@mall/contract/orders';
import { advanceBodySchema, confirmPaymentBodySchema } from '@mall/contract/seller';
import { requirePermission, staffCodes } from '../../plugins/auth';
import { ok, responses, USER_SECURITY } from '../../plugins/envelope';
import { auditActorOf } from '../audit/audit-writer';
import { adminOrderDetail, adminOrderPage } from './admin-order-service';
import { rejectOrder, transitionOrder } from './order-service';

const TAG = ['admin'];
const ADMIN_CODES = `${staffCodes('orders')} 1500018 unknown order.`;
const AUDITED = (action: string) =>
  `Audited as ${action} (record order:<id>, the states before and after). `;

export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get('/admin/order/index', {
    preHandler: requirePermission('orders'),
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary:
        'Every shop’s orders with their buyer, newest first; by order number, buyer, shop, status, payment and delivery state, dates',
      description:
        'q matches part of the order number; buyer is a user id or part of the account email; from and to are days ' +
        `(UTC, both included); payment_status=pending lists the bank payments to confirm. ${ADMIN_CODES}`,
      querystring: adminOrderQuerySchema,
      response: responses(adminOrderPageSchema),
    },
    handler: async (request) => ok(await adminOrderPage(db, request.query)),
  });

  app.get('/admin/order/detail', {
    preHandler: requirePermission('orders'),
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary:
        'One order with its items, buyer, shop and owner, payment, delivery history, refunds and ledger transfers',
      description:
        'movements are the ledger transfers made for the order and for its refunds, oldest first (from or to null: money ' +
        `entering or leaving; user_id null: a platform account). ${ADMIN_CODES}`,
      querystring: adminOrderDetailQuerySchema,
      response: responses(adminOrderDetailSchema),
    },
    handler: async (request) => ok(await adminOrderDetail(db, request.query.order_id)),
  });

  app.post('/admin/order/advance', {
    preHandler: requirePermission('orders'),
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary:
        'Moves a shipped order on: in_transit, or delivered (a cash-on-delivery order is paid then); answers the Order',
      description: `${AUDITED('order.advance')}Codes: 2000005 not in a state that can move there (in_transit needs shipped; delivered needs shipped or in_transit). ${ADMIN_CODES}`,
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
          audit: { actor: auditActorOf(request), action: 'order.advance' },
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
        `wallet from escrow. ${AUDITED('order.cancel')}Codes: 2000033 already shipped; 2000032 completed or already cancelled. ${ADMIN_CODES}`,
      body: rejectOrderBodySchema,
      response: responses(orderSchema),
    },
    handler: async (request) =>
      ok(
        await rejectOrder(db, { any: true }, request.body.order_id, request.body.reason, {
          actor: auditActorOf(request),
          action: 'order.cancel',
        }),
      ),
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
        `automatically unless paid. ${AUDITED('order.confirm_payment')}Codes: 2000018 no bank payment of this order is under review. ${ADMIN_CODES}`,
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
          audit: { actor: auditActorOf(request), action: 'order.confirm_payment' },
        }),
      );
    },
  });
};
