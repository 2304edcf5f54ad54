import type { Brand, Category, CategoryNode } from '@mall/contract/catalog';
import type { Lang } from '@mall/contract/locales';
import type { CatalogContext } from './catalog-context';
import { cacheKey } from '../../plugins/answer-cache/list-cache';
import * as repo from './taxonomy-repository';

/** A category row and, under it, the rows whose parent it is. */
export type TreeNode<T> = T & { children: TreeNode<T>[] };

/**
 * Rows in display order to a tree. A category whose parent is missing, or whose ancestors
 * loop, shows at the top level.
 */
export function buildCategoryTree<T extends { id: number; parent_id: number | null }>(
  rows: readonly T[],
): TreeNode<T>[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const nodes = new Map<number, TreeNode<T>>(rows.map((row) => [row.id, { ...row, children: [] }]));
  const loops = (row: T): boolean => {
    const seen = new Set<number>();
    for (
      let current: T | undefined = row;
      current && current.parent_id !== null;
      current = byId.get(current.parent_id)
    ) {
      if (seen.has(current.id)) return true;
      seen.add(current.id);
    }
    return false;
  };
  const roots: TreeNode<T>[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id);
    if (!node) continue;
    const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id);
    if (parent && !loops(row)) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

export async function categoryTree(
  ctx: CatalogContext,
  lang: Lang,
): Promise<{ list: CategoryNode[] }> {
  return ctx.cache.get(cacheKey('categories', {}, lang), async () => ({
    list: buildCategoryTree(await repo.listCategories(ctx.db, lang)),
  }));
}

export async function firstCategories(
  ctx: CatalogContext,
  lang: Lang,
): Promise<{ list: Category[] }> {
  return ctx.cache.get(cacheKey('first-categories', {}, lang), async () => ({
    list: await repo.listChildCategories(ctx.db, null, lang),
  }));
}

export async function childCategories(
  ctx: CatalogContext,
  id: number,
  lang: Lang,
): Promise<{ list: Category[] }> {
  return ctx.cache.get(cacheKey('child-categories', { id }, lang), async () => ({
    list: await repo.listChildCategories(ctx.db, id, lang),
  }));
}

export async function brandList(ctx: CatalogContext, lang: Lang): Promise<{ list: Brand[] }> {
  return ctx.cache.get(cacheKey('brands', {}, lang), async () => ({
    list: await repo.listBrands(ctx.db, lang),
  }));
}
