import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  userDetailSchema,
  userDisableBodySchema,
  userIdQuerySchema,
  userLedgerPageSchema,
  userLedgerQuerySchema,
  userListQuerySchema,
  userOrdersQuerySchema,
  userPageSchema,
  userRowSchema,
  userSessionListSchema,
} from '@mall/contract/admin-users';
import { orderPageSchema } from '@mall/contract/orders';
import { requirePermission, staffCodes } from '../../plugins/auth';
import { ok, responses, USER_SECURITY } from '../../plugins/envelope';
import { auditActorOf } from '../audit/audit-writer';
import { userDetail, userLedger, userOrders, userPage, userSessions } from './user-admin-service';
import { setUserDisabled } from './user-disable-service';

const TAG = ['admin'];
const CODES = staffCodes('users');
const ONE_USER = `2000019 no such user. ${CODES}`;

export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const guard = requirePermission('users');

  app.get('/admin/user/index', {
    preHandler: guard,
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary: 'Users by email or name, status; sorted and paged (contract 6.7)',
      description:
        'Each user with status, roles, creation and last login, spendable balance and shop. Deleted accounts show ' +
        `only without a status filter. ${CODES}`,
      querystring: userListQuerySchema,
      response: responses(userPageSchema),
    },
    handler: async (request) => ok(await userPage(db, request.query)),
  });

  app.post('/admin/user/disable', {
    preHandler: guard,
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary: 'Disables (disabled=1) or enables (0) an account; answers the user (contract 6.7)',
      description:
        'Disabling ends every session of the user at once: their old tokens answer 2000017 (and 1100003 once the ' +
        'account is enabled again; they log in anew). Refused with 1000008 {field: user_id, reason}: `self` your own ' +
        'account, `owner` a staff member’s account unless you are an owner, `last_owner` the last active owner, ' +
        '`deleted` a deleted account. Audit entry `user.disable` / `user.enable` (record user:<id>, status before and ' +
        `after); none when the status already is the one asked. ${ONE_USER}`,
      body: userDisableBodySchema,
      response: responses(userRowSchema),
    },
    handler: async (request) => {
      const caller = {
        ...auditActorOf(request),
        isOwner: request.session?.user.roles.includes('admin') === true,
      };
      return ok(await setUserDisabled(db, caller, request.body.user_id, request.body.disabled));
    },
  });

  app.get('/admin/user/detail', {
    preHandler: guard,
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary: 'A user for support: profile, balances (balance, frozen, merchant) and shop',
      description: ONE_USER,
      querystring: userIdQuerySchema,
      response: responses(userDetailSchema),
    },
    handler: async (request) => ok(await userDetail(db, request.query.user_id)),
  });

  app.get('/admin/user/orders', {
    preHandler: guard,
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary: 'The orders a user placed, newest first',
      description: ONE_USER,
      querystring: userOrdersQuerySchema,
      response: responses(orderPageSchema),
    },
    handler: async (request) => {
      const { user_id, ...page } = request.query;
      return ok(await userOrders(db, user_id, page));
    },
  });

  app.get('/admin/user/ledger', {
    preHandler: guard,
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary:
        'A user’s wallet ledger entries, newest first: account, kind, amount, balance after, reference',
      description: ONE_USER,
      querystring: userLedgerQuerySchema,
      response: responses(userLedgerPageSchema),
    },
    handler: async (request) => ok(await userLedger(db, request.query)),
  });

  app.get('/admin/user/sessions', {
    preHandler: guard,
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary:
        'A user’s latest sessions: created, last seen, expiry, ended, address and user agent (never the token)',
      description: ONE_USER,
      querystring: userIdQuerySchema,
      response: responses(userSessionListSchema),
    },
    handler: async (request) => ok(await userSessions(db, request.query.user_id)),
  });
};
