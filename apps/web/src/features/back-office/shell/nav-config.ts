import type { Permission, WaitingCounts } from '@mall/contract/staff';
import type { AdminMessageKey } from '../i18n/admin-i18n';
import type { NavIconName } from './nav-icons';

/** Where a count beside an entry comes from in GET /admin/dashboard/waiting. */
export type WaitingCountKey =
  `applications.${keyof WaitingCounts['applications']}` | 'refunds' | 'bank_payments';

export type NavGroup = 'overview' | 'reviews' | 'people' | 'trade' | 'site' | 'system';

export interface AdminNavEntry {
  /** The group it is listed under (in the order of NAV_GROUPS). */
  group: NavGroup;
  /** Where it leads (a router path, with its query if any). */
  path: string;
  label: AdminMessageKey;
  icon: NavIconName;
  /** Hidden from staff without it. */
  permission: Permission;
  /** The count of what waits, shown beside the label. */
  count?: WaitingCountKey;
}

export const NAV_GROUPS: readonly NavGroup[] = [
  'overview',
  'reviews',
  'people',
  'trade',
  'site',
  'system',
];

/**
 * The side navigation, one entry a line (see ../README.md, "Adding a page"). An entry shows
 * only to staff whose roles grant its permission.
 */
// prettier-ignore
export const ADMIN_NAV: readonly AdminNavEntry[] = [
  { group: 'overview', path: '/admin/dashboard', label: 'shell.nav.dashboard', icon: 'dashboard', permission: 'dashboard' },
  { group: 'reviews', path: '/admin/review?type=100', label: 'shell.nav.review100', icon: 'review', permission: 'shops', count: 'applications.100' },
  { group: 'reviews', path: '/admin/review?type=200', label: 'shell.nav.review200', icon: 'review', permission: 'catalogue', count: 'applications.200' },
  { group: 'reviews', path: '/admin/review?type=300', label: 'shell.nav.review300', icon: 'review', permission: 'catalogue', count: 'applications.300' },
  { group: 'reviews', path: '/admin/review?type=400', label: 'shell.nav.review400', icon: 'review', permission: 'money', count: 'applications.400' },
  { group: 'reviews', path: '/admin/review?type=500', label: 'shell.nav.review500', icon: 'review', permission: 'money', count: 'applications.500' },
  { group: 'people', path: '/admin/users', label: 'shell.nav.users', icon: 'user', permission: 'users' },
  { group: 'people', path: '/admin/staff', label: 'shell.nav.staff', icon: 'badge', permission: 'staff' },
  { group: 'trade', path: '/admin/shops', label: 'shell.nav.shops', icon: 'shop', permission: 'shops' },
  { group: 'trade', path: '/admin/orders', label: 'shell.nav.orders', icon: 'order', permission: 'orders', count: 'bank_payments' },
  { group: 'trade', path: '/admin/refunds', label: 'shell.nav.refunds', icon: 'refund', permission: 'refunds', count: 'refunds' },
  { group: 'site', path: '/admin/categories', label: 'catalogue.nav.categories', icon: 'tree', permission: 'catalogue' },
  { group: 'site', path: '/admin/brands', label: 'catalogue.nav.brands', icon: 'tag', permission: 'catalogue' },
  { group: 'site', path: '/admin/products', label: 'catalogue.nav.products', icon: 'box', permission: 'catalogue' },
  { group: 'site', path: '/admin/adverts', label: 'shell.nav.content', icon: 'page', permission: 'content' },
  { group: 'site', path: '/admin/currencies', label: 'money.nav.currencies', icon: 'exchange', permission: 'money' },
  { group: 'site', path: '/admin/deposit-wallets', label: 'money.nav.depositWallets', icon: 'wallet', permission: 'money' },
  { group: 'site', path: '/admin/reconciliation', label: 'money.nav.reconciliation', icon: 'scale', permission: 'money' },
  { group: 'site', path: '/admin/commission', label: 'money.nav.commission', icon: 'percent', permission: 'money' },
  { group: 'system', path: '/admin/settings', label: 'shell.nav.settings', icon: 'gear', permission: 'settings' },
  { group: 'system', path: '/admin/audit', label: 'shell.nav.audit', icon: 'log', permission: 'audit' },
];

/** The count an entry shows, from the waiting counts (null when unknown or not allowed). */
export function countOf(
  counts: WaitingCounts | undefined,
  key: WaitingCountKey | undefined,
): number | null {
  if (!counts || !key) return null;
  if (key === 'refunds' || key === 'bank_payments') return counts[key];
  const type = Number(key.slice('applications.'.length)) as keyof WaitingCounts['applications'];
  return counts.applications[type] ?? null;
}
