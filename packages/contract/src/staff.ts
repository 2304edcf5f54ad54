import { z } from 'zod';

/**
 * Back-office staff (decision 0023). A staff member is a user whose `roles` hold one or more
 * staff roles; each role grants a fixed set of permissions and every back-office call checks
 * one of them on the server. `admin` is the owner: every permission, and the only one who adds
 * and removes staff (the contract's "admin role").
 */
export const STAFF_ROLES = ['admin', 'catalogue', 'finance', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What a back-office call or page needs. */
export const PERMISSIONS = [
  /** The dashboard and the counts of what waits. */
  'dashboard',
  /** Users: search, a user's orders, ledger and sessions; disable and enable. */
  'users',
  /** Shops: list, suspend, commission override; seller applications (Notice 100). */
  'shops',
  /** Orders: search, detail, delivery, cancel, bank payments. */
  'orders',
  /** Refunds a seller refused: arbitration. */
  'refunds',
  /** Categories, brands, products; product and stock-in applications (Notice 200, 300). */
  'catalogue',
  /** Adverts, blog posts, policies, announcements, the static document. */
  'content',
  /** Currencies, deposit wallets, reconciliation, commission; top-ups and withdrawals (400, 500). */
  'money',
  /** The website settings. */
  'settings',
  /** Staff accounts and their roles. */
  'staff',
  /** The audit log. */
  'audit',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  admin: PERMISSIONS,
  catalogue: ['dashboard', 'catalogue', 'content'],
  finance: ['dashboard', 'orders', 'refunds', 'money'],
  support: ['dashboard', 'users', 'shops', 'orders', 'refunds'],
};

export function isStaffRole(role: string): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role);
}

export function isStaff(roles: readonly string[]): boolean {
  return roles.some(isStaffRole);
}

/** Every permission the roles grant together, in the order of PERMISSIONS. */
export function permissionsOf(roles: readonly string[]): Permission[] {
  const granted = new Set(roles.filter(isStaffRole).flatMap((role) => ROLE_PERMISSIONS[role]));
  return PERMISSIONS.filter((permission) => granted.has(permission));
}

export function hasPermission(roles: readonly string[], permission: Permission): boolean {
  return roles.some((role) => isStaffRole(role) && ROLE_PERMISSIONS[role].includes(permission));
}

/** Which permission decides each kind of application (Notice type). */
export const REVIEW_PERMISSION = {
  100: 'shops',
  200: 'catalogue',
  300: 'catalogue',
  400: 'money',
  500: 'money',
} as const satisfies Record<number, Permission>;

export const staffRoleSchema = z.enum(STAFF_ROLES, {
  error: `one of ${STAFF_ROLES.join(', ')}`,
});

/** GET /admin/staff/me: the staff member behind the session and what they may do. */
export const staffMeSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstname: z.string(),
  roles: z.array(z.string()),
  permissions: z.array(z.enum(PERMISSIONS)),
});
export type StaffMe = z.infer<typeof staffMeSchema>;

/**
 * GET /admin/dashboard/waiting: what waits for the back office, for the side navigation's
 * counts. Each count is only given to a caller whose permission covers it (else null).
 */
export const waitingCountsSchema = z.object({
  applications: z.object({
    100: z.number().int().nullable(),
    200: z.number().int().nullable(),
    300: z.number().int().nullable(),
    400: z.number().int().nullable(),
    500: z.number().int().nullable(),
  }),
  /** Refunds a seller refused, not yet arbitrated. */
  refunds: z.number().int().nullable(),
  /** Bank payments of orders waiting for confirmation. */
  bank_payments: z.number().int().nullable(),
});
export type WaitingCounts = z.infer<typeof waitingCountsSchema>;
