import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reconciliationSchema } from '@mall/contract/ledger';
import { requirePermission, staffCodes } from '../../plugins/auth';
import { ok, responses, USER_SECURITY } from '../../plugins/envelope';
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
};
