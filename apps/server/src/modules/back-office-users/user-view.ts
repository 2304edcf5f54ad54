import type { UserRow, UserStatus } from '@mall/contract/admin-users';
import { centsToAmount } from '@mall/contract/money';
import type { UserRowData } from './user-admin-repository';

/** A user as the back office's lists show it. */
export function toUserRow(row: UserRowData): UserRow {
  return {
    id: row.id,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    status: row.status as UserStatus,
    roles: row.roles,
    created_at: row.createdAt.toISOString(),
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
    balance: centsToAmount(row.balanceCents),
    shop:
      row.shopId === null
        ? null
        : { id: row.shopId, name: row.shopName ?? '', status: row.shopStatus ?? '' },
  };
}
