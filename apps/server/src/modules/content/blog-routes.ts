import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idQuerySchema } from '@mall/contract/catalog';
import { blogDetailSchema, blogPageSchema } from '@mall/contract/content';
import { pageQuerySchema } from '@mall/contract/pagination';
import { ok, responses } from '../../plugins/envelope';
import { blogDetail, blogPage } from './blog-service';

const TAG = ['blog'];

export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get('/blog/list', {
    schema: {
      tags: TAG,
      summary: 'Published blog posts, newest first',
      querystring: pageQuerySchema,
      response: responses(blogPageSchema),
    },
    handler: async (request) => ok(await blogPage(db, request.query, request.lang)),
  });

  app.get('/blog/detail', {
    schema: {
      tags: TAG,
      summary: 'A blog post',
      description: 'Codes: 2000019 unknown or unpublished post.',
      querystring: idQuerySchema,
      response: responses(blogDetailSchema),
    },
    handler: async (request) => ok(await blogDetail(db, request.query.id, request.lang)),
  });
};
