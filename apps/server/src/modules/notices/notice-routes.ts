import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  noticeListQuerySchema,
  noticePageSchema,
  noticeReadAllSchema,
  noticeReadQuerySchema,
  noticeSchema,
} from '@mall/contract/notices';
import { requireUser, userIdOf } from '../../plugins/auth';
import { ok, responses, USER_SECURITY } from '../../plugins/envelope';
import { noticePage, readAllNotices, readNotice } from './notice-service';

const TAG = ['notices'];
const USER_CODES = 'user route: 1100003, 1000004, 2000017.';

export const noticeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get('/customer/user/notices', {
    preHandler: requireUser,
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary: 'The caller’s notices, newest first, with the unread count',
      description: `Filters: type (100 merchant, 200 product, 300 stock-in, 400 withdrawal, 500 top-up), isread (1 or 0). ${USER_CODES}`,
      querystring: noticeListQuerySchema,
      response: responses(noticePageSchema),
    },
    handler: async (request) =>
      ok(await noticePage(db, userIdOf(request), request.query, request.lang)),
  });

  app.get('/customer/user/notice-read', {
    preHandler: requireUser,
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary: 'Marks one notice read and answers it',
      description: `Codes: 2000019 no such notice of the caller. ${USER_CODES}`,
      querystring: noticeReadQuerySchema,
      response: responses(noticeSchema),
    },
    handler: async (request) =>
      ok(await readNotice(db, userIdOf(request), request.query.id, request.lang)),
  });

  app.get('/customer/info/notice_in_read', {
    preHandler: requireUser,
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary: 'Marks every notice of the caller read',
      description: `count: how many were unread and are now read. ${USER_CODES}`,
      response: responses(noticeReadAllSchema),
    },
    handler: async (request) => ok(await readAllNotices(db, userIdOf(request))),
  });
};
