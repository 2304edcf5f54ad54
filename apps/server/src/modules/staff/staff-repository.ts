import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { STAFF_ROLES } from '@mall/contract/staff';
import type { DbOrTx, Tx } from '../../db/client';
import { users } from '../../db/schema/index';

const STAFF_ROLE_LIST = sql`array[${sql.join(
  STAFF_ROLES.map((role) => sql`${role}`),
  sql`, `,
)}]::text[]`;
/** The account holds a staff role. */
const IS_STAFF = sql`${users.roles} && ${STAFF_ROLE_LIST}`;
const IS_OWNER = sql`'admin' = any(${users.roles})`;

/**
 * Locks the rows of every active owner (in id order, the one lock order of owner changes) and
 * answers their ids. A transaction that takes an owner away first waits for any other doing
 * so, then sees what it committed: the last owner cannot be taken away by two at once.
 */
export async function lockActiveOwners(tx: Tx): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(IS_OWNER, eq(users.status, 'active')))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((row) => row.id);
}

const accountColumns = {
  id: users.id,
  email: users.email,
  roles: users.roles,
  status: users.status,
};

/** The account with this (lower-cased) email, locked until the transaction ends. */
export async function lockAccountByEmail(tx: Tx, email: string) {
  const [row] = await tx
    .select(accountColumns)
    .from(users)
    .where(eq(users.email, email))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** The account, locked until the transaction ends. */
export async function lockAccountById(tx: Tx, id: number) {
  const [row] = await tx
    .select(accountColumns)
    .from(users)
    .where(eq(users.id, id))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function setRoles(tx: Tx, id: number, roles: readonly string[]): Promise<void> {
  await tx
    .update(users)
    .set({ roles: [...roles], updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

const memberColumns = {
  id: users.id,
  email: users.email,
  firstname: users.firstname,
  lastname: users.lastname,
  roles: users.roles,
  status: users.status,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
};

/** A page of the accounts with a staff role: owners first, then by id. */
export async function pageStaffMembers(db: DbOrTx, limit: number, offset: number) {
  const [rows, total] = await Promise.all([
    db
      .select(memberColumns)
      .from(users)
      .where(IS_STAFF)
      .orderBy(desc(IS_OWNER), asc(users.id))
      .limit(limit)
      .offset(offset),
    db.$count(users, IS_STAFF),
  ]);
  return { rows, total };
}

export async function findStaffMember(db: DbOrTx, id: number) {
  const [row] = await db.select(memberColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export type StaffMemberRow = NonNullable<Awaited<ReturnType<typeof findStaffMember>>>;
