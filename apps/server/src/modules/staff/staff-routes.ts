import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { permissionsOf, staffMeSchema } from '@mall/contract/staff';
import { requireStaff, staffCodes } from '../../plugins/auth';
import { ok, responses, USER_SECURITY } from '../../plugins/envelope';

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
};
