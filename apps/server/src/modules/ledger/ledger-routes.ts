import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  commissionQuerySchema,
  commissionReportSchema,
  reconciliationSchema,
} from '@mall/contract/ledger';
import { requirePermission, staffCodes } from '../../plugins/auth';
import { ok, responses, USER_SECURITY } from '../../plugins/envelope';
import { commissionReport } from './commission-service';
import { reconcile } from './reconciliation-service';

export const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get('/admin/ledger/reconcile', {
    preHandler: requirePermission('money'),
    schema: {
      tags: ['admin'],
      security: USER_SECURITY,
      summary:
        'The reconciliation of the ledger: money in, money out, what every account holds, the difference (0)',
      description:
        'Money enters only through approved top-ups and bank recharges and confirmed bank payments of orders, and leaves only ' +
        'through approved withdrawals; every other movement is a transfer between two accounts (users’ balance, frozen and ' +
        'merchant balance; the platform’s escrow and commission). difference = accounts_total - (money_in - money_out) is 0, and ' +
        'drifted_accounts (balances that differ from the sum of their entries) is 0. ' +
        staffCodes('money'),
      response: responses(reconciliationSchema),
    },
    handler: async () => ok(await reconcile(db)),
  });

  app.get('/admin/ledger/commission', {
    preHandler: requirePermission('money'),
    schema: {
      tags: ['admin'],
      security: USER_SECURITY,
      summary: 'Commission the platform earned: in total, per day or month, and by shop',
      description:
        'From the ledger’s commission account: commission taken when paid orders complete, less commission given back ' +
        'when a completed order is refunded, in USD. Dates are UTC days, both ends included. Cash-on-delivery ' +
        'commission counts when a later credit of the shop settles it. Codes: 1000008 {field} a malformed date or ' +
        'to before from; ' +
        staffCodes('money'),
      querystring: commissionQuerySchema,
      response: responses(commissionReportSchema),
    },
    handler: async (request) => ok(await commissionReport(db, request.query)),
  });
};
