import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userBalanceSchema } from '@mall/contract/account';
import { userInfoSchema } from '@mall/contract/auth';
import { requireUser, userIdOf } from '../../plugins/auth';
import { ok, responses, USER_SECURITY } from '../../plugins/envelope';
import { balanceOfUser } from './balance-service';
import { buildUserInfo } from './user-info-service';

const TAG = ['account'];
const USER_CODES =
  'user route: 1100003 not logged in or session expired, 1000004 invalid token, 2000017 account disabled.';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app;

  app.get('/customer/info/get_userinfo', {
    preHandler: requireUser,
    schema: {
      tags: TAG,
      summary: 'The logged-in user (UserInfo)',
      description: USER_CODES,
      security: USER_SECURITY,
      response: responses(userInfoSchema),
    },
    handler: async (request) => {
      const user = request.session?.user;
      if (!user) throw new Error('requireUser did not set the session');
      return ok(await buildUserInfo(database.db, user, config.sellerUrl));
    },
  });

  app.get('/customer/info/get_user_balance', {
    preHandler: requireUser,
    schema: {
      tags: TAG,
      summary: 'Wallet balance, frozen amount and merchant balance in USD',
      description: USER_CODES,
      security: USER_SECURITY,
      response: responses(userBalanceSchema),
    },
    handler: async (request) => ok(await balanceOfUser(database.db, userIdOf(request))),
  });
};
