import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  reviewApplicationPageSchema,
  reviewApplicationSchema,
  reviewDecideBodySchema,
  reviewIndexQuerySchema,
} from '@mall/contract/admin';
import { REVIEW_PERMISSION } from '@mall/contract/staff';
import { assertPermission, requireStaff, staffCodes } from '../../plugins/auth';
import { auditActorOf } from '../audit/audit-writer';
import { ok, responses, USER_SECURITY } from '../../plugins/envelope';
import type { ApplicationHandler } from './application-handler';
import {
  APPLICATION_HANDLERS,
  createApplicationRegistry,
  handlerFor,
} from './application-registry';

const TAG = ['admin'];
const ADMIN_CODES = `${staffCodes('per type')} Types 100: shops; 200, 300: catalogue; 400, 500: money.`;
const TYPES =
  'Types: 100 seller applications (approval opens the shop), 200 products (approval puts the product on sale), 300 stock-in ' +
  '(approval adds the units to the product’s stock), 400 withdrawals, 500 top-ups.';

export interface ApplicationRoutesOptions {
  handlers?: readonly ApplicationHandler[];
}

export const applicationRoutes: FastifyPluginAsyncZod<ApplicationRoutesOptions> = async (
  app,
  options,
) => {
  const db = app.database.db;
  const registry = createApplicationRegistry(options.handlers ?? APPLICATION_HANDLERS);

  app.get('/admin/review/index', {
    preHandler: requireStaff,
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary: 'Applications of one type, newest first; status -1, 0 or 1 filters',
      description:
        `${TYPES} Withdrawals and top-ups answer the WalletRecord with review_type, status, user {id, email, firstname}, ` +
        `details (bank fields or address) and reviewed_at. ${ADMIN_CODES}`,
      querystring: reviewIndexQuerySchema,
      response: responses(reviewApplicationPageSchema),
    },
    handler: async (request) => {
      const { type, ...query } = request.query;
      assertPermission(request, REVIEW_PERMISSION[type]);
      return ok(await handlerFor(registry, type).list(db, query));
    },
  });

  app.post('/admin/review/decide', {
    preHandler: requireStaff,
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary:
        'Approves (approve=1) or rejects (approve=0) an application; answers it as it is now',
      description:
        'The effect and the applicant’s Notice (status 1 or -1, unread, with the message) are written in one transaction. ' +
        'The audit log gets a `review.decide` entry for `application:<type>:<id>` (status 0 before; status and message after) in that transaction. ' +
        'Top-up (500): approval credits the balance, rejection marks it failed. Withdrawal (400): approval takes the amount ' +
        'out of frozen, rejection returns it to the balance. An application is decided once: deciding it again answers ' +
        `2000018 with the application as it stands and changes nothing; 2000019 unknown id. ${TYPES} ${ADMIN_CODES}`,
      body: reviewDecideBodySchema,
      response: responses(reviewApplicationSchema),
    },
    handler: async (request) => {
      const { type, id, approve, message } = request.body;
      assertPermission(request, REVIEW_PERMISSION[type]);
      return ok(
        await handlerFor(registry, type).decide(db, {
          id,
          approve,
          message: message ?? '',
          actor: auditActorOf(request),
        }),
      );
    },
  });
};
