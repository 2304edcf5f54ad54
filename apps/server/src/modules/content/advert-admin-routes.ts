import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAdvertPageSchema,
  adminAdvertSchema,
  advertIndexQuerySchema,
  advertSaveBodySchema,
  idBodySchema,
  removedSchema,
} from '@mall/contract/content-admin';
import { requirePermission, staffCodes } from '../../plugins/auth';
import { ok, responses, USER_SECURITY } from '../../plugins/envelope';
import { auditActorOf } from '../audit/audit-writer';
import { advertAdminPage, removeAdvert, saveAdvert } from './advert-admin-service';

const GUARD = requirePermission('content');
const CODES = staffCodes('content');
const SHOWN =
  'Buyers see an advert (GET /customer/index/store type=advert, the home) while it is active and inside ' +
  'its dates, by sort; the popup (position `popup`) is website_config `advert_popup`, the first live one by sort.';

export const advertAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get('/admin/advert/index', {
    preHandler: GUARD,
    schema: {
      tags: ['admin'],
      security: USER_SECURITY,
      summary: 'Every advert and the popup, inactive and out-of-date ones included',
      description: `By position, then sort. \`live\` says whether buyers see it now. ${SHOWN} ${CODES}`,
      querystring: advertIndexQuerySchema,
      response: responses(adminAdvertPageSchema),
    },
    handler: async (request) => ok(await advertAdminPage(db, request.query)),
  });

  app.post('/admin/advert/save', {
    preHandler: GUARD,
    schema: {
      tags: ['admin'],
      security: USER_SECURITY,
      summary: 'Create an advert, or replace one (id)',
      description:
        'image: a path from /upload of your own, or the advert’s current one. link: an app path (`#/...`, `/...`) ' +
        'or an https URL. ends_at must be after starts_at. Writes the audit entry `advert.save`. ' +
        `Codes: 2000019 unknown id; 1000008 {field, reason}. ${SHOWN} ${CODES}`,
      body: advertSaveBodySchema,
      response: responses(adminAdvertSchema),
    },
    handler: async (request) => ok(await saveAdvert(db, auditActorOf(request), request.body)),
  });

  app.post('/admin/advert/remove', {
    preHandler: GUARD,
    schema: {
      tags: ['admin'],
      security: USER_SECURITY,
      summary: 'Remove an advert',
      description: `Writes the audit entry \`advert.remove\`. Codes: 2000019 unknown id. ${CODES}`,
      body: idBodySchema,
      response: responses(removedSchema),
    },
    handler: async (request) => ok(await removeAdvert(db, auditActorOf(request), request.body.id)),
  });
};
