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
  { path: 'orders', permission: 'orders', load: () => import('./orders-list') },
  // Shops, orders and refund arbitration (decision 0029).
  { path: 'shops', permission: 'shops', load: () => import('./shops-list') },
  { path: 'orders/:id', permission: 'orders', load: () => import('./orders-detail') },
  { path: 'refunds', permission: 'refunds', load: () => import('./refunds-board') },
  { path: 'catalogue', permission: 'catalogue', load: () => import('./catalogue-redirect') },
  { path: 'categories', permission: 'catalogue', load: () => import('./catalogue-categories') },
  { path: 'brands', permission: 'catalogue', load: () => import('./catalogue-brands') },
  { path: 'products', permission: 'catalogue', load: () => import('./catalogue-products') },
  // Content.
  { path: 'content', permission: 'content', load: () => import('./content-index') },
  { path: 'adverts', permission: 'content', load: () => import('./content-adverts') },
  { path: 'blog', permission: 'content', load: () => import('./content-blog') },
  { path: 'blog/:id', permission: 'content', load: () => import('./content-blog-edit') },
  { path: 'policies', permission: 'content', load: () => import('./content-policies') },
  { path: 'announcements', permission: 'content', load: () => import('./content-announcements') },
  { path: 'document', permission: 'content', load: () => import('./content-document') },
  // Users, staff and the audit log (decision 0030).
  { path: 'users', permission: 'users', load: () => import('./users-list') },
  { path: 'users/:id', permission: 'users', load: () => import('./users-detail') },
  { path: 'staff', permission: 'staff', load: () => import('./staff-list') },
  { path: 'audit', permission: 'audit', load: () => import('./audit-list') },
  // Money and settings (decision 0027).
  { path: 'currencies', permission: 'money', load: () => import('./money-currencies') },
  { path: 'deposit-wallets', permission: 'money', load: () => import('./money-deposit-wallets') },
  { path: 'reconciliation', permission: 'money', load: () => import('./money-reconciliation') },
  { path: 'commission', permission: 'money', load: () => import('./money-commission') },
  { path: 'settings', permission: 'settings', load: () => import('./settings-index') },
];

export function permissionOf(route: AdminRoute, search: URLSearchParams): Permission {
  return typeof route.permission === 'function' ? route.permission(search) : route.permission;
}
