import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { permissionsOf, staffMeSchema } from '@mall/contract/staff';
import {
  staffListQuerySchema,
  staffMemberSchema,
  staffPageSchema,
  staffRemoveBodySchema,
  staffSaveBodySchema,
} from '@mall/contract/staff-accounts';
import { requirePermission, requireStaff, staffCodes } from '../../plugins/auth';
import { ok, responses, USER_SECURITY } from '../../plugins/envelope';
import { auditActorOf } from '../audit/audit-writer';
import { removeStaff, saveStaff, staffPage } from './staff-service';

const TAG = ['admin'];
const OWNER_CODES = staffCodes('staff');

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/admin/staff/me', {
    preHandler: requireStaff,
    schema: {
      tags: ['admin'],
      security: USER_SECURITY,
      summary: 'The staff member behind the session: roles and the permissions they grant',
      description: `The back office shows only what these permissions allow. ${staffCodes('dashboard').replace('(permission: dashboard)', '(any staff role)')}`,
      response: responses(staffMeSchema),
    },
    handler: async (request) => {
      const user = request.session?.user;
      if (!user) throw new Error('route is not guarded');
      return ok({
        id: user.id,
        email: user.email,
        firstname: user.firstname,
        roles: user.roles,
        permissions: permissionsOf(user.roles),
      });
    },
  });

  app.get('/admin/staff/index', {
    preHandler: requirePermission('staff'),
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary:
        'Staff members (accounts with a staff role), owners first: roles, status, last login',
      description: OWNER_CODES,
      querystring: staffListQuerySchema,
      response: responses(staffPageSchema),
    },
    handler: async (request) => ok(await staffPage(app.database.db, request.query)),
  });

  app.post('/admin/staff/save', {
    preHandler: requirePermission('staff'),
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary:
        'Gives the account of `email` exactly these staff roles (its other roles stay), or creates a staff account; answers the staff member',
      description:
        'A new account needs firstname and password (1000009 without); an existing account keeps its name and password ' +
        '(1000008 {field: password, reason: password} when one is sent). Refused with 1000008 {field, reason}: ' +
        '`roles`/`self` taking a staff role from yourself, `roles`/`last_owner` taking the owner role from the last active ' +
        'owner, `email`/`deleted` a deleted account. Roles change at once, for live sessions too. Audit entry `staff.save` ' +
        `(record user:<id>, roles before and after; before null for a new account). ${OWNER_CODES}`,
      body: staffSaveBodySchema,
      response: responses(staffMemberSchema),
    },
    handler: async (request) =>
      ok(await saveStaff(app.database.db, auditActorOf(request), request.body)),
  });

  app.post('/admin/staff/remove', {
    preHandler: requirePermission('staff'),
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary:
        'Takes every staff role from the account (its other roles stay) and ends its sessions at once; answers the member',
      description:
        '2000019 for an account without a staff role. Refused with 1000008 {field: user_id, reason}: `self` your own ' +
        'account, `last_owner` the last active owner. Audit entry `staff.remove` (record user:<id>, roles before and ' +
        `after). ${OWNER_CODES}`,
      body: staffRemoveBodySchema,
      response: responses(staffMemberSchema),
    },
    handler: async (request) =>
      ok(await removeStaff(app.database.db, auditActorOf(request), request.body.user_id)),
  });
};
