import {
  USER_SESSIONS_SHOWN,
  type UserDetail,
  type UserLedgerPage,
  type UserLedgerQuery,
  type UserPage,
  type UserListQuery,
  type UserSessionList,
} from '@mall/contract/admin-users';
import { ErrorCode } from '@mall/contract/errors';
import { centsToAmount } from '@mall/contract/money';
import type { OrderPage } from '@mall/contract/orders';
import { pageOf, type PageQuery } from '@mall/contract/pagination';
import type { Db } from '../../db/client';
import { AppError } from '../../plugins/app-error';
import { sessionsOf } from '../auth/session-reader';
import { balancesOf } from '../ledger/ledger-service';
import { userLedgerPage } from '../ledger/ledger-reader';
import { orderPage } from '../orders/order-service';
import { findUserDetail, pageUsers, userExists } from './user-admin-repository';
import { toUserRow } from './user-view';

export async function userPage(db: Db, query: UserListQuery): Promise<UserPage> {
  const { rows, total } = await pageUsers(db, query);
  return pageOf(rows.map(toUserRow), total, query);
}

const noUser = () => new AppError(ErrorCode.NoData);

async function assertUser(db: Db, userId: number): Promise<void> {
  if (!(await userExists(db, userId))) throw noUser();
}

/** A user's profile, balances and shop, for support; 2000019 for no such user. */
export async function userDetail(db: Db, userId: number): Promise<UserDetail> {
  const [row, balances] = await Promise.all([findUserDetail(db, userId), balancesOf(db, userId)]);
  if (!row) throw noUser();
  return {
    user: {
      ...toUserRow(row),
      phone: row.phone,
      avatar: row.avatar,
      invite_code: row.inviteCode,
      invited_by: row.invitedBy,
      updated_at: row.updatedAt.toISOString(),
    },
    balances: {
      balance: centsToAmount(balances.balance),
      frozen: centsToAmount(balances.frozen),
      merchant: centsToAmount(balances.merchant),
    },
    shop:
      row.shopId === null
        ? null
        : {
            id: row.shopId,
            name: row.shopName ?? '',
            status: row.shopStatus ?? '',
            created_at: row.shopCreatedAt?.toISOString() ?? '',
          },
  };
}

/** The orders the user placed, newest first (the orders module's page). */
export async function userOrders(db: Db, userId: number, query: PageQuery): Promise<OrderPage> {
  await assertUser(db, userId);
  return orderPage(db, { userId }, query);
}

/** The user's wallet ledger entries (the ledger's page). */
export async function userLedger(db: Db, query: UserLedgerQuery): Promise<UserLedgerPage> {
  await assertUser(db, query.user_id);
  return userLedgerPage(db, query.user_id, query);
}

/** The user's latest sessions, newest first. */
export async function userSessions(db: Db, userId: number): Promise<UserSessionList> {
  await assertUser(db, userId);
  return { list: await sessionsOf(db, userId, USER_SESSIONS_SHOWN) };
}
