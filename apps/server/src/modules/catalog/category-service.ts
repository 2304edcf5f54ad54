import type { z } from 'zod';
import type {
  AdminCategory,
  AdminCategoryNode,
  CategorySave,
  categoryMoveBodySchema,
} from '@mall/contract/admin-catalog';
import { ErrorCode } from '@mall/contract/errors';
import { LANGS } from '@mall/contract/locales';
import type { DbOrTx, Db, Tx } from '../../db/client';
import { AppError, invalidField } from '../../plugins/app-error';
import { writeAudit, type AuditActor } from '../audit/audit-writer';
import { iso } from '../shared/localize';
import { assertOwnUpload } from '../uploads/own-upload';
import * as repo from './category-repository';
import { buildCategoryTree } from './taxonomy-service';

/**
 * The back office's categories (decision 0028): the whole tree with hidden ones, save, move
 * and remove, each audited in its transaction. The caller clears the catalogue cache after
 * the change commits. Categories nest one level (CATEGORY_MAX_DEPTH): the buyer's category
 * menu shows a top level and its subcategories, and a category's commission falls back to
 * its parent's only.
 */

type CategoryMove = z.output<typeof categoryMoveBodySchema>;

export function toAdminCategory(row: repo.CategoryRecord): AdminCategory {
  const names = Object.fromEntries(
    LANGS.map((lang) => [`name_${lang}`, row[`name_${lang}`]]),
  ) as repo.NameColumns;
  return {
    id: row.id,
    parent_id: row.parent_id,
    ...names,
    icon: row.icon,
    sort: row.sort,
    hidden: row.hidden,
    commission_percent: row.commission_percent === null ? null : Number(row.commission_percent),
    product_count: row.product_count,
    created_at: iso(row.created_at) ?? '',
  };
}

/** GET /admin/category/tree: every category, hidden ones too, as a tree in display order. */
export async function adminCategoryTree(db: DbOrTx): Promise<{ list: AdminCategoryNode[] }> {
  const rows = await repo.listAllCategories(db);
  return { list: buildCategoryTree(rows.map(toAdminCategory)) };
}

const notFound = () => new AppError(ErrorCode.NoData);

async function found(db: DbOrTx, id: number): Promise<repo.CategoryRecord> {
  const row = await repo.findCategory(db, id);
  if (!row) throw notFound();
  return row;
}

/**
 * A parent must be a top-level category other than the category itself, and a category with
 * subcategories stays at the top level: so the tree keeps one level of nesting and never loops.
 * Call with both locked.
 */
async function checkParent(tx: Tx, id: number | null, parentId: number | null): Promise<void> {
  if (parentId === null) return;
  if (parentId === id) throw invalidField('parent_id', 'a category cannot be its own parent');
  const parent = await repo.findCategory(tx, parentId);
  if (!parent) throw invalidField('parent_id', 'no such category');
  if (parent.parent_id !== null)
    throw invalidField('parent_id', 'categories nest one level: choose a top-level category');
  if (id !== null && (await repo.countChildren(tx, id)) > 0)
    throw invalidField('parent_id', 'a category with subcategories stays at the top level');
}

function namesOf(input: CategorySave, before: repo.CategoryRecord | null): repo.NameColumns {
  return Object.fromEntries(
    LANGS.map((lang) => {
      const key = `name_${lang}` as const;
      return [key, input[key] ?? before?.[key] ?? ''];
    }),
  ) as repo.NameColumns;
}

/** POST /admin/category/save: a new category, or an edit of one (absent fields unchanged). */
export async function saveCategory(
  db: Db,
  actor: AuditActor,
  input: CategorySave,
): Promise<AdminCategory> {
  return db.transaction(async (tx) => {
    const id = input.id ?? null;
    if (id !== null) await repo.lockCategories(tx, [id]);
    const before = id === null ? null : await found(tx, id);
    const parentId = input.parent_id !== undefined ? input.parent_id : (before?.parent_id ?? null);
    const moved = before === null || parentId !== before.parent_id;
    if (moved && parentId !== null) {
      await repo.lockCategories(tx, [parentId]);
      await checkParent(tx, id, parentId);
    }
    const icon = input.icon ?? before?.icon ?? '';
    if (icon !== '' && icon !== before?.icon) await assertOwnUpload(tx, actor.id, icon, 'icon');
    const values: repo.CategoryValues = {
      ...namesOf(input, before),
      parentId,
      icon,
      sort: input.sort ?? (before && !moved ? before.sort : await repo.nextSort(tx, parentId)),
      hidden: input.hidden ?? before?.hidden ?? false,
      commissionPercent:
        input.commission_percent !== undefined
          ? input.commission_percent
          : before?.commission_percent === null || before === null
            ? null
            : Number(before.commission_percent),
    };
    const savedId = id ?? (await repo.insertCategory(tx, values));
    if (id !== null) await repo.updateCategory(tx, id, values);
    const after = toAdminCategory(await found(tx, savedId));
    await writeAudit(tx, actor, {
      action: 'category.save',
      record: `category:${savedId}`,
      before: before && toAdminCategory(before),
      after,
    });
    return after;
  });
}

/** POST /admin/category/move: to a parent (or the top level) at a position among its children. */
export async function moveCategory(
  db: Db,
  actor: AuditActor,
  input: CategoryMove,
): Promise<AdminCategory> {
  const parentId = input.parent_id ?? null;
  return db.transaction(async (tx) => {
    await repo.lockCategories(tx, parentId === null ? [input.id] : [input.id, parentId]);
    const before = await found(tx, input.id);
    if (parentId !== before.parent_id) await checkParent(tx, input.id, parentId);
    const siblings = await repo.siblingIds(tx, parentId, input.id);
    const position = Math.min(input.position, siblings.length);
    siblings.splice(position, 0, input.id);
    await repo.placeCategory(tx, input.id, parentId, position);
    await repo.renumber(tx, siblings);
    const after = toAdminCategory(await found(tx, input.id));
    await writeAudit(tx, actor, {
      action: 'category.move',
      record: `category:${input.id}`,
      before: toAdminCategory(before),
      after,
    });
    return after;
  });
}

/**
 * POST /admin/category/remove: only an empty category. 2000018 {reason: has_children,
 * children} while it has subcategories, {reason: has_products, products} while products (or
 * edits under review) are in it.
 */
export async function removeCategory(
  db: Db,
  actor: AuditActor,
  id: number,
): Promise<{ id: number; removed: true }> {
  return db.transaction(async (tx) => {
    await repo.lockCategories(tx, [id]);
    const before = await found(tx, id);
    const children = await repo.countChildren(tx, id);
    if (children > 0)
      throw new AppError(ErrorCode.DataOperationFailed, { reason: 'has_children', children });
    const products = await repo.countCategoryUses(tx, id);
    if (products > 0)
      throw new AppError(ErrorCode.DataOperationFailed, { reason: 'has_products', products });
    await repo.deleteCategory(tx, id);
    await writeAudit(tx, actor, {
      action: 'category.remove',
      record: `category:${id}`,
      before: toAdminCategory(before),
      after: null,
    });
    return { id, removed: true as const };
  });
}
