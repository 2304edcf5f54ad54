import type { ComponentType } from 'react';
import { REVIEW_PERMISSION, type Permission } from '@mall/contract/staff';

export interface AdminRoute {
  /** Below `/admin/` (`users`, `users/:id`). */
  path: string;
  /** What the staff member needs to open it; by the query when the page serves several kinds. */
  permission: Permission | ((search: URLSearchParams) => Permission);
  /** The page's module (its own lazy chunk), exporting `Component`. */
  load: () => Promise<{ Component: ComponentType }>;
}

/** /admin/review?type=: each application type needs its own permission (500 when none). */
function reviewPermission(search: URLSearchParams): Permission {
  const type = Number(search.get('type'));
  return type in REVIEW_PERMISSION
    ? REVIEW_PERMISSION[type as keyof typeof REVIEW_PERMISSION]
    : 'money';
}

/**
 * Every back-office page, one a line (see features/back-office/README.md, "Adding a page").
 * The layout checks the permission before the page's code loads.
 */
// prettier-ignore
export const ADMIN_ROUTES: readonly AdminRoute[] = [
  { path: 'dashboard', permission: 'dashboard', load: () => import('./dashboard-home') },
  { path: 'review', permission: reviewPermission, load: () => import('./admin-review') },
  { path: 'orders', permission: 'orders', load: () => import('./admin-orders') },
];

export function permissionOf(route: AdminRoute, search: URLSearchParams): Permission {
  return typeof route.permission === 'function' ? route.permission(search) : route.permission;
}
