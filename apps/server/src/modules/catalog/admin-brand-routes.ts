import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminBrandPageSchema,
  adminBrandQuerySchema,
  adminBrandSchema,
  brandSaveBodySchema,
  idBodySchema,
  removedSchema,
} from '@mall/contract/admin-catalog';
import { requirePermission, staffCodes } from '../../plugins/auth';
import { ok, responses, USER_SECURITY } from '../../plugins/envelope';
import { auditActorOf } from '../audit/audit-writer';
import { adminBrandPage, removeBrand, saveBrand } from './brand-service';

const TAG = ['admin'];
const CODES = staffCodes('catalogue');
const CHANGE =
  'Audited (`brand.<verb>`, record `brand:<id>`, before and after) in the transaction of the change; ' +
  'the catalogue cache is cleared on every instance once it commits.';

/** The back office's brands (permission catalogue, decision 0028). */
export const adminBrandRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get('/admin/brand/index', {
    preHandler: requirePermission('catalogue'),
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary:
        'Brands, hidden ones too: names in every language, logo, sort, hidden, product count',
      description: `q: part of a name in any language; hidden: 1 or 0. sort: sort (display order, default) | name | products | created; order: asc | desc. ${CODES}`,
      querystring: adminBrandQuerySchema,
      response: responses(adminBrandPageSchema),
    },
    handler: async (request) => ok(await adminBrandPage(db, request.query)),
  });

  app.post('/admin/brand/save', {
    preHandler: requirePermission('catalogue'),
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary: 'Creates a brand, or edits one (id); answers the brand',
      description:
        'name_en is required, the other languages optional (English shows where one is empty). On an edit, an ' +
        'absent field keeps its value. logo: a path from /upload that the caller uploaded (1000008 {field: logo} ' +
        "otherwise), or empty. A hidden brand leaves the buyer's brand lists; its page and products stay. " +
        `Codes: 2000019 unknown id. ${CHANGE} ${CODES}`,
      body: brandSaveBodySchema,
      response: responses(adminBrandSchema),
    },
    handler: async (request) => {
      const brand = await saveBrand(db, auditActorOf(request), request.body);
      await app.invalidateCatalog();
      return ok(brand);
    },
  });

  app.post('/admin/brand/remove', {
    preHandler: requirePermission('catalogue'),
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary: 'Removes a brand no product uses',
      description: `Codes: 2000018 {reason: has_products, products} while products (or product edits under review) name it; 2000019 unknown id. ${CHANGE} ${CODES}`,
      body: idBodySchema,
      response: responses(removedSchema),
    },
    handler: async (request) => {
      const removed = await removeBrand(db, auditActorOf(request), request.body.id);
      await app.invalidateCatalog();
      return ok(removed);
    },
  });
};
