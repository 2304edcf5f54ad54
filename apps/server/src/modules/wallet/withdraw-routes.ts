import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  transferBodySchema,
  transferResultSchema,
  walletRecordSchema,
  withdrawBodySchema,
  withdrawRevokeBodySchema,
} from '@mall/contract/wallet';
import { requireSeller, requireUser, userIdOf } from '../../plugins/auth';
import { ok, responses, USER_SECURITY } from '../../plugins/envelope';
import { transferToMerchant } from './transfer-service';
import { revokeWithdrawal, withdraw } from './withdraw-service';

const TAG = ['wallet'];
const USER_CODES = 'user route: 1100003, 1000004, 2000017.';

export const withdrawRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post('/customer/info/withdraw', {
    preHandler: requireUser,
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary:
        'Withdrawal request: the amount moves from balance to frozen until an admin decides (Notice 400)',
      description:
        'With `wallet` (a get_wallets code): paid to `address`, default the caller’s saved address for that wallet. ' +
        'Without: paid to the bank fields, each defaulting to the caller’s payment settings. ' +
        'Codes: 2000022 balance short; 2000029 {field: wallet} unknown wallet; 1000009 {field} address or a bank field ' +
        `neither sent nor saved; 1000008 {field: amount} not more than 0 or malformed. A retry with the request_id of a ` +
        `withdrawal already made answers that withdrawal as it is now and freezes nothing again. ${USER_CODES}`,
      body: withdrawBodySchema,
      response: responses(walletRecordSchema),
    },
    handler: async (request) => ok(await withdraw(db, userIdOf(request), request.body)),
  });

  app.post('/customer/info/withdraw_revoke', {
    preHandler: requireUser,
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary: 'Revokes the caller’s pending withdrawal: frozen back to balance',
      description: `Codes: 2000019 no pending withdrawal of the caller with this id. ${USER_CODES}`,
      body: withdrawRevokeBodySchema,
      response: responses(walletRecordSchema),
    },
    handler: async (request) => ok(await revokeWithdrawal(db, userIdOf(request), request.body.id)),
  });

  app.post('/customer/info/transfer_balance_to_merchat', {
    preHandler: requireSeller,
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary: 'Moves buyer balance to the merchant balance (sellers with an approved shop)',
      description:
        'A retry with the request_id of a transfer already made answers the balances now and moves nothing again. ' +
        `Codes: 2000022 balance short; 1000008 {reason: forbidden} without a shop. ${USER_CODES}`,
      body: transferBodySchema,
      response: responses(transferResultSchema),
    },
    handler: async (request) =>
      ok(
        await transferToMerchant(
          db,
          userIdOf(request),
          request.body.amount,
          request.body.request_id,
        ),
      ),
  });
};
