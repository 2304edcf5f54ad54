import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCategorySchema,
  adminCategoryTreeSchema,
  categoryMoveBodySchema,
  categorySaveBodySchema,
  idBodySchema,
  removedSchema,
} from '@mall/contract/admin-catalog';
import { requirePermission, staffCodes } from '../../plugins/auth';
import { ok, responses, USER_SECURITY } from '../../plugins/envelope';
import { auditActorOf } from '../audit/audit-writer';
import { adminCategoryTree, moveCategory, removeCategory, saveCategory } from './category-service';

const TAG = ['admin'];
const CODES = staffCodes('catalogue');
const CHANGE =
  'Audited (`category.<verb>`, record `category:<id>`, before and after) in the transaction of the change; ' +
  'the catalogue cache is cleared on every instance once it commits.';
const PARENT =
  'Categories nest one level: a parent is a top-level category, and a category with subcategories stays at the ' +
  'top level (1000008 {field: parent_id}).';

/** The back office's categories (permission catalogue, decision 0028). */
export const adminCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get('/admin/category/tree', {
    preHandler: requirePermission('catalogue'),
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary:
        'Every category, hidden ones too, as a tree: names in every language, icon, sort, hidden, commission, product count',
      description: CODES,
      response: responses(adminCategoryTreeSchema),
    },
    handler: async () => ok(await adminCategoryTree(db)),
  });

  app.post('/admin/category/save', {
    preHandler: requirePermission('catalogue'),
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary: 'Creates a category, or edits one (id); answers the category',
      description:
        'name_en is required, the other languages optional (English shows where one is empty). On an edit, an ' +
        'absent field keeps its value. icon: a path from /upload that the caller uploaded (1000008 {field: icon} ' +
        `otherwise), or empty. A hidden category leaves the buyer's tree and menus; its products stay. ${PARENT} ` +
        `Codes: 2000019 unknown id. ${CHANGE} ${CODES}`,
      body: categorySaveBodySchema,
      response: responses(adminCategorySchema),
    },
    handler: async (request) => {
      const category = await saveCategory(db, auditActorOf(request), request.body);
      await app.invalidateCatalog();
      return ok(category);
    },
  });

  app.post('/admin/category/move', {
    preHandler: requirePermission('catalogue'),
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary:
        'Moves a category under a parent (or to the top level) at a position among its siblings; answers the category',
      description: `The siblings are numbered again in their new order. ${PARENT} Codes: 2000019 unknown id. ${CHANGE} ${CODES}`,
      body: categoryMoveBodySchema,
      response: responses(adminCategorySchema),
    },
    handler: async (request) => {
      const category = await moveCategory(db, auditActorOf(request), request.body);
      await app.invalidateCatalog();
      return ok(category);
    },
  });

  app.post('/admin/category/remove', {
    preHandler: requirePermission('catalogue'),
    schema: {
      tags: TAG,
      security: USER_SECURITY,
      summary: 'Removes an empty category',
      description:
        'Codes: 2000018 {reason: has_children, children} while it has subcategories, {reason: has_products, products} ' +
        `while products (or product edits under review) are in it; 2000019 unknown id. ${CHANGE} ${CODES}`,
      body: idBodySchema,
      response: responses(removedSchema),
    },
    handler: async (request) => {
      const removed = await removeCategory(db, auditActorOf(request), request.body.id);
      await app.invalidateCatalog();
      return ok(removed);
    },
  });
};
