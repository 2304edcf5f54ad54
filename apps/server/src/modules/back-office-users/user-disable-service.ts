import type { UserRow } from '@mall/contract/admin-users';
import { ErrorCode } from '@mall/contract/errors';
import { isStaff } from '@mall/contract/staff';
import type { Db } from '../../db/client';
import { AppError, invalidField } from '../../plugins/app-error';
import { writeAudit, type AuditActor } from '../audit/audit-writer';
import { endSessionsOf } from '../auth/session-writer';
import { lockActiveOwnerIds } from '../staff/staff-reader';
import { findUserDetail, lockUser, setStatus } from './user-admin-repository';
import { toUserRow } from './user-view';

export interface DisableCaller extends AuditActor {
  /** The caller holds the owner role (`admin`). */
  isOwner: boolean;
}

/**
 * Disables (every session of the user ends at once, its tokens answer 2000017) or enables the
 * account, and answers the user. Refused with 1000008 {field: user_id, reason}: `self` to
 * disable your own account, `owner` a staff member's account unless the caller is an owner,
 * `last_owner` the last active owner, `deleted` a deleted account. 2000019 for no such user.
 * Audit `user.disable` / `user.enable` with the status before and after; nothing is written
 * when the status is already the one asked.
 */
export async function setUserDisabled(
  db: Db,
  caller: DisableCaller,
  userId: number,
  disabled: boolean,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    // Owners first, the target after: the one lock order of every change to an owner.
    const owners = await lockActiveOwnerIds(tx);
    const user = await lockUser(tx, userId);
    if (!user) throw new AppError(ErrorCode.NoData);
    if (user.status === 'deleted') throw invalidField('user_id', 'deleted');
    const status = disabled ? 'disabled' : 'active';
    if (user.status !== status) {
      if (disabled && user.id === caller.id) throw invalidField('user_id', 'self');
      if (isStaff(user.roles) && !caller.isOwner) throw invalidField('user_id', 'owner');
      if (disabled && owners.includes(user.id) && owners.length <= 1)
        throw invalidField('user_id', 'last_owner');
      await setStatus(tx, user.id, status);
      if (disabled) await endSessionsOf(tx, user.id);
      await writeAudit(tx, caller, {
        action: disabled ? 'user.disable' : 'user.enable',
        record: `user:${user.id}`,
        before: { status: user.status },
        after: { status },
      });
    }
    const row = await findUserDetail(tx, user.id);
    if (!row) throw new Error(`user ${user.id} vanished`);
    return toUserRow(row);
  });
}
