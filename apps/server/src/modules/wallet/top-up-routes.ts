import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bankRechargeBodySchema,
  rechargeBodySchema,
  walletRecordSchema,
} from '@mall/contract/wallet';
import { requireUser, userIdOf } from '../../plugins/auth';
import { ok, responses, USER_SECURITY } from '../../plugins/envelope';
import { submitBankRecharge, submitRecharge } from './top-up-service';

const TAG = ['wallet'];
const TOP_UP_CODES =
  '1000008 {field: amount} under min_recharge (default 100) or not a plain amount of at most 2 decimals, ' +
  '{field: certificate} not a file the caller uploaded (a private upload: /upload with private=1; a public one sent here is made private); 2000028 the transaction id was already used with this wallet; ' +
  '2000030 {limit}: the caller submitted topup_daily_limit (default 5) top-ups in the last 24 hours; ' +
  'user route: 1100003, 1000004, 2000017. Approval or rejection comes from /admin/review/decide (type 500).';

export const topUpRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post('/customer/info/recharge', {
    preHandler: requireUser,
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary: 'Offline top-up to a deposit wallet: submitted for review, with a Notice 500',
      description: `Codes: 2000029 {field: wallet} not a code of get_wallets; ${TOP_UP_CODES}`,
      body: rechargeBodySchema,
      response: responses(walletRecordSchema),
    },
    handler: async (request) =>
      ok(await submitRecharge(db, app.storage, userIdOf(request), request.body)),
  });

  app.post('/bank/recharge', {
    preHandler: requireUser,
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary:
        'Top-up by bank transfer (kind bank_recharge): submitted for review, with a Notice 500',
      description:
        'Transaction ids are unique among bank recharges (wallet code `bank`). Bank and account names: English letters only. ' +
        `Codes: ${TOP_UP_CODES}`,
      body: bankRechargeBodySchema,
      response: responses(walletRecordSchema),
    },
    handler: async (request) =>
      ok(await submitBankRecharge(db, app.storage, userIdOf(request), request.body)),
  });
};
