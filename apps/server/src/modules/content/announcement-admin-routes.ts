import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAnnouncementPageSchema,
  adminAnnouncementSchema,
  announcementSaveBodySchema,
  idBodySchema,
  removedSchema,
} from '@mall/contract/content-admin';
import { pageQuerySchema } from '@mall/contract/pagination';
import { requirePermission, staffCodes } from '../../plugins/auth';
import { ok, responses, USER_SECURITY } from '../../plugins/envelope';
import { auditActorOf } from '../audit/audit-writer';
import {
  announcementAdminPage,
  removeAnnouncement,
  saveAnnouncement,
} from './announcement-admin-service';

const GUARD = requirePermission('content');
const CODES = staffCodes('content');

export const announcementAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get('/admin/announcement/index', {
    preHandler: GUARD,
    schema: {
      tags: ['admin'],
      security: USER_SECURITY,
      summary: 'The system announcements with the texts of every language, newest first',
      description: `What buyers read at GET /customer/index/systemnotify. ${CODES}`,
      querystring: pageQuerySchema,
      response: responses(adminAnnouncementPageSchema),
    },
    handler: async (request) => ok(await announcementAdminPage(db, request.query)),
  });

  app.post('/admin/announcement/save', {
    preHandler: GUARD,
    schema: {
      tags: ['admin'],
      security: USER_SECURITY,
      summary: 'Create an announcement, or replace one (id)',
      description:
        'title_en is required; a language left out is stored empty (buyers then read English). Plain text. ' +
        `Writes the audit entry \`announcement.save\`. Codes: 2000019 unknown id; 1000008 {field, reason}. ${CODES}`,
      body: announcementSaveBodySchema,
      response: responses(adminAnnouncementSchema),
    },
    handler: async (request) => ok(await saveAnnouncement(db, auditActorOf(request), request.body)),
  });

  app.post('/admin/announcement/remove', {
    preHandler: GUARD,
    schema: {
      tags: ['admin'],
      security: USER_SECURITY,
      summary: 'Remove an announcement',
      description: `Writes the audit entry \`announcement.remove\`. Codes: 2000019 unknown id. ${CODES}`,
      body: idBodySchema,
      response: responses(removedSchema),
    },
    handler: async (request) =>
      ok(await removeAnnouncement(db, auditActorOf(request), request.body.id)),
  });
};
