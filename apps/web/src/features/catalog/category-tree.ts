import type { Category } from './api/get-categories';

/** The category with `id` anywhere in the tree. */
export function findCategory(tree: readonly Category[], id: number): Category | undefined {
  for (const c of tree) {
    if (c.id === id) return c;
    const inner = findCategory(c.children ?? [], id);
    if (inner) return inner;
  }
  return undefined;
}

/** From the top level down to `id` (empty when it is not in the tree). */
export function categoryTrail(tree: readonly Category[], id: number): Category[] {
  for (const c of tree) {
    if (c.id === id) return [c];
    const inner = categoryTrail(c.children ?? [], id);
    if (inner.length) return [c, ...inner];
  }
  return [];
}
