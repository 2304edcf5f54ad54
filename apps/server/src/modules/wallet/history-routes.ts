import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  rechargeListQuerySchema,
  transactionDetailsQuerySchema,
  walletRecordPageSchema,
} from '@mall/contract/wallet';
import { requireUser, userIdOf } from '../../plugins/auth';
import { ok, responses, USER_SECURITY } from '../../plugins/envelope';
import { rechargeList, transactionDetails } from './history-service';

const TAG = ['wallet'];
const USER_CODES = 'user route: 1100003, 1000004, 2000017.';

export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get('/customer/info/recharge_list', {
    preHandler: requireUser,
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary:
        'The caller’s top-ups (kind=recharge, default: recharge and bank_recharge) or withdrawals (kind=withdraw), newest first',
      description: USER_CODES,
      querystring: rechargeListQuerySchema,
      response: responses(walletRecordPageSchema),
    },
    handler: async (request) => ok(await rechargeList(db, userIdOf(request), request.query)),
  });

  app.get('/customer/info/transaction_details', {
    preHandler: requireUser,
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary: 'Every wallet record of the caller, newest first; type=income or expense filters',
      description: USER_CODES,
      querystring: transactionDetailsQuerySchema,
      response: responses(walletRecordPageSchema),
    },
    handler: async (request) => ok(await transactionDetails(db, userIdOf(request), request.query)),
  });
};
