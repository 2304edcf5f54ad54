import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idQuerySchema } from '@mall/contract/catalog';
import {
  adminBlogDetailSchema,
  adminBlogPageSchema,
  blogIndexQuerySchema,
  blogSaveBodySchema,
  idBodySchema,
  removedSchema,
} from '@mall/contract/content-admin';
import { requirePermission, staffCodes } from '../../plugins/auth';
import { ok, responses, USER_SECURITY } from '../../plugins/envelope';
import { auditActorOf } from '../audit/audit-writer';
import { blogAdminDetail, blogAdminPage, removeBlogPost, saveBlogPost } from './blog-admin-service';

const GUARD = requirePermission('content');
const CODES = staffCodes('content');

export const blogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get('/admin/blog/index', {
    preHandler: GUARD,
    schema: {
      tags: ['admin'],
      security: USER_SECURITY,
      summary: 'Every blog post, scheduled ones included, newest publication first',
      description: `q: words of the English title. \`published\`: buyers see it now. ${CODES}`,
      querystring: blogIndexQuerySchema,
      response: responses(adminBlogPageSchema),
    },
    handler: async (request) => ok(await blogAdminPage(db, request.query)),
  });

  app.get('/admin/blog/detail', {
    preHandler: GUARD,
    schema: {
      tags: ['admin'],
      security: USER_SECURITY,
      summary: 'A blog post with the texts of every language',
      description: `Codes: 2000019 unknown post. ${CODES}`,
      querystring: idQuerySchema,
      response: responses(adminBlogDetailSchema),
    },
    handler: async (request) => ok(await blogAdminDetail(db, request.query.id)),
  });

  app.post('/admin/blog/save', {
    preHandler: GUARD,
    schema: {
      tags: ['admin'],
      security: USER_SECURITY,
      summary: 'Create a blog post, or replace one (id)',
      description:
        'title_en is required; a language left out is stored empty (buyers then read English). content_* is ' +
        'HTML, sanitised before it is stored (no scripts, event handlers, styles, frames or javascript: URLs). ' +
        'published_at in the future schedules the post. Writes the audit entry `blog.save`. ' +
        `Codes: 2000019 unknown id; 1000008 {field, reason}. ${CODES}`,
      body: blogSaveBodySchema,
      response: responses(adminBlogDetailSchema),
    },
    handler: async (request) => ok(await saveBlogPost(db, auditActorOf(request), request.body)),
  });

  app.post('/admin/blog/remove', {
    preHandler: GUARD,
    schema: {
      tags: ['admin'],
      security: USER_SECURITY,
      summary: 'Remove a blog post',
      description: `Writes the audit entry \`blog.remove\`. Codes: 2000019 unknown id. ${CODES}`,
      body: idBodySchema,
      response: responses(removedSchema),
    },
    handler: async (request) =>
      ok(await removeBlogPost(db, auditActorOf(request), request.body.id)),
  });
};
