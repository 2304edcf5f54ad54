import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPolicyListSchema,
  adminPolicySchema,
  policySaveBodySchema,
} from '@mall/contract/content-admin';
import { requirePermission, staffCodes } from '../../plugins/auth';
import { ok, responses, USER_SECURITY } from '../../plugins/envelope';
import { auditActorOf } from '../audit/audit-writer';
import { policyAdminList, savePolicy } from './policy-admin-service';

const GUARD = requirePermission('content');
const CODES = staffCodes('content');

export const policyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get('/admin/policy/index', {
    preHandler: GUARD,
    schema: {
      tags: ['admin'],
      security: USER_SECURITY,
      summary: 'The six policies with the texts of every language',
      description: `Keys: terms, support, return, privacy, about_us, user; updated_at null when never written. ${CODES}`,
      response: responses(adminPolicyListSchema),
    },
    handler: async () => ok(await policyAdminList(db)),
  });

  app.post('/admin/policy/save', {
    preHandler: GUARD,
    schema: {
      tags: ['admin'],
      security: USER_SECURITY,
      summary: 'Replace a policy’s texts',
      description:
        'A language left out is stored empty (buyers then read English). content_* is HTML, sanitised before it ' +
        'is stored. The policy pages (/terms-policy, ...) answer it at once. Writes the audit entry `policy.save`. ' +
        `Codes: 1000008 {field, reason}. ${CODES}`,
      body: policySaveBodySchema,
      response: responses(adminPolicySchema),
    },
    handler: async (request) => ok(await savePolicy(db, auditActorOf(request), request.body)),
  });
};
