import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditPageSchema, auditQuerySchema } from '@mall/contract/audit';
import { requirePermission, staffCodes } from '../../plugins/auth';
import { ok, responses, USER_SECURITY } from '../../plugins/envelope';
import { auditPage } from './audit-service';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/admin/audit/index', {
    preHandler: requirePermission('audit'),
    schema: {
      tags: ['admin'],
      security: USER_SECURITY,
      summary: 'The audit log: every back-office action, newest first',
      description:
        'Who (actor), what (action), which record, the record before and after, from which address. Entries are ' +
        'written in the transaction of the action; no call changes or removes one, and the database refuses to. ' +
        staffCodes('audit'),
      querystring: auditQuerySchema,
      response: responses(auditPageSchema),
    },
    handler: async (request) => ok(await auditPage(app.database.db, request.query)),
  });
};
