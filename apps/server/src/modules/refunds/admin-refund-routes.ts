import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminRefundPageSchema,
  adminRefundQuerySchema,
  adminRefundSchema,
  arbitrateBodySchema,
} from '@mall/contract/admin-orders';
import { requirePermission, staffCodes } from '../../plugins/auth';
import { ok, responses, USER_SECURITY } from '../../plugins/envelope';
import { auditActorOf } from '../audit/audit-writer';
import { adminRefundPage, arbitrateRefund } from './admin-refund-service';

const TAG = ['admin'];
const CODES = staffCodes('refunds');

/** The back office's refund arbitration (decision 0029). */
export const adminRefundRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get('/admin/refund/index', {
    preHandler: requirePermission('refunds'),
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary:
        'Refunds with their order, buyer, shop, amount, reason, evidence images, the seller’s refusal and any arbitration',
      description:
        'state=arbitration (default): refunds the seller refused that no one has arbitrated yet, the longest waiting ' +
        `first; arbitrated: the arbitrated ones, latest first; all: every refund, newest first. ${CODES}`,
      querystring: adminRefundQuerySchema,
      response: responses(adminRefundPageSchema),
    },
    handler: async (request) => ok(await adminRefundPage(db, request.query)),
  });

  app.post('/admin/refund/arbitrate', {
    preHandler: requirePermission('refunds'),
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary:
        'Arbitrates a refund the seller refused: approve=1 overturns the refusal and pays the refund, approve=0 upholds it; answers the refund',
      description:
        'Approval moves the money in the same transaction exactly as a seller’s approval would: from escrow before the ' +
        'order is completed, from the shop’s merchant balance after it (the platform returning its commission on the ' +
        'part refunded), and for cash on delivery from the merchant balance when it covers it, else settlement offline. ' +
        'The message goes into the order’s history (refund_approved or refund_rejection_upheld). Audited as ' +
        'refund.arbitrate (record refund:<id>). A refund is arbitrated once. Codes: 2000019 unknown refund; 2000018 not ' +
        'refused by the seller or already arbitrated (data: the refund); 2000010 the buyer has an open request on it ' +
        'since; 2000011 refunded since; 2000022 the shop’s merchant balance is short (nothing changed). ' +
        CODES,
      body: arbitrateBodySchema,
      response: responses(adminRefundSchema),
    },
    handler: async (request) => {
      const { refund_id, approve, message } = request.body;
      return ok(
        await arbitrateRefund(db, auditActorOf(request), {
          refundId: refund_id,
          approve,
          message: message ?? '',
        }),
      );
    },
  });
};
