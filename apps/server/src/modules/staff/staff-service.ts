import { ErrorCode } from '@mall/contract/errors';
import { pageOf, pageOffset, type PageQuery } from '@mall/contract/pagination';
import type { StaffMember, StaffPage } from '@mall/contract/staff-accounts';
import { isStaffRole, STAFF_ROLES, type StaffRole } from '@mall/contract/staff';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { AppError, invalidField, missingField } from '../../plugins/app-error';
import { writeAudit, type AuditActor } from '../audit/audit-writer';
import { createAccount } from '../auth/account-writer';
import { endSessionsOf } from '../auth/session-writer';
import { isUniqueViolation } from '../shared/db-errors';
import {
  findStaffMember,
  lockAccountByEmail,
  lockAccountById,
  lockActiveOwners,
  pageStaffMembers,
  setRoles,
  type StaffMemberRow,
} from './staff-repository';

export interface StaffSaveData {
  email: string;
  firstname?: string | undefined;
  password?: string | undefined;
  roles: StaffRole[];
}

function toMember(row: StaffMemberRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    roles: STAFF_ROLES.filter((role) => row.roles.includes(role)),
    status: row.status,
    created_at: row.createdAt.toISOString(),
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
  };
}

async function memberOf(db: DbOrTx, id: number): Promise<StaffMember> {
  const row = await findStaffMember(db, id);
  if (!row) throw new Error(`account ${id} vanished`);
  return toMember(row);
}

export async function staffPage(db: Db, query: PageQuery): Promise<StaffPage> {
  const { rows, total } = await pageStaffMembers(db, query.pagesize, pageOffset(query));
  return pageOf(rows.map(toMember), total, query);
}

/** The account's roles with its staff roles replaced (its other roles kept, staff roles in order). */
function withStaffRoles(roles: readonly string[], staff: readonly StaffRole[]): string[] {
  return [
    ...roles.filter((role) => !isStaffRole(role)),
    ...STAFF_ROLES.filter((r) => staff.includes(r)),
  ];
}

const sameRoles = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((role, i) => role === b[i]);

/** Refuses to take the owner role from the last active owner. */
function keepLastOwner(owners: readonly number[], id: number, field: string): void {
  if (owners.includes(id) && owners.length <= 1) throw invalidField(field, 'last_owner');
}

async function createStaffAccount(tx: Tx, actor: AuditActor, input: StaffSaveData) {
  if (!input.firstname) throw missingField('firstname');
  if (!input.password) throw missingField('password');
  const roles = withStaffRoles([], input.roles);
  const id = await createAccount(tx, {
    email: input.email,
    password: input.password,
    firstname: input.firstname,
    roles,
  });
  await writeAudit(tx, actor, {
    action: 'staff.save',
    record: `user:${id}`,
    before: null,
    after: { email: input.email, firstname: input.firstname, roles },
  });
  return id;
}

/**
 * Gives the account of `email` exactly these staff roles, keeping its other roles, or creates
 * a staff account (firstname and password required) when the email has none. Nobody takes a
 * staff role from themselves; the last active owner stays an owner. Audit `staff.save`.
 */
export async function saveStaff(
  db: Db,
  actor: AuditActor,
  input: StaffSaveData,
): Promise<StaffMember> {
  try {
    return await db.transaction(async (tx) => {
      const owners = await lockActiveOwners(tx);
      const account = await lockAccountByEmail(tx, input.email);
      if (!account) return memberOf(tx, await createStaffAccount(tx, actor, input));
      if (input.password !== undefined) throw invalidField('password', 'password');
      if (account.status === 'deleted') throw invalidField('email', 'deleted');
      const after = withStaffRoles(account.roles, input.roles);
      const dropped = account.roles.filter((role) => isStaffRole(role) && !after.includes(role));
      if (account.id === actor.id && dropped.length > 0) throw invalidField('roles', 'self');
      if (dropped.includes('admin')) keepLastOwner(owners, account.id, 'roles');
      if (!sameRoles(account.roles, after)) {
        await setRoles(tx, account.id, after);
        await writeAudit(tx, actor, {
          action: 'staff.save',
          record: `user:${account.id}`,
          before: { roles: account.roles },
          after: { roles: after },
        });
      }
      return memberOf(tx, account.id);
    });
  } catch (error) {
    // A registration of the same email between the lookup and the insert.
    if (isUniqueViolation(error, 'users_email_key')) throw new AppError(ErrorCode.EmailExists);
    throw error;
  }
}

/**
 * Takes every staff role from the account (its other roles stay) and ends its sessions at
 * once. Not your own; not the last active owner. 2000019 for an account without a staff role.
 * Audit `staff.remove`.
 */
export async function removeStaff(db: Db, actor: AuditActor, userId: number): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    const owners = await lockActiveOwners(tx);
    const account = await lockAccountById(tx, userId);
    if (!account?.roles.some(isStaffRole)) throw new AppError(ErrorCode.NoData);
    if (account.id === actor.id) throw invalidField('user_id', 'self');
    keepLastOwner(owners, account.id, 'user_id');
    const after = withStaffRoles(account.roles, []);
    await setRoles(tx, account.id, after);
    await endSessionsOf(tx, account.id);
    await writeAudit(tx, actor, {
      action: 'staff.remove',
      record: `user:${account.id}`,
      before: { roles: account.roles },
      after: { roles: after },
    });
    return memberOf(tx, account.id);
  });
}
