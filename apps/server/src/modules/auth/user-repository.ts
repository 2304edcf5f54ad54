import { eq, inArray, sql } from 'drizzle-orm';
import { STAFF_ROLES } from '@mall/contract/staff';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/index';

export async function findUserForLogin(db: DbOrTx, email: string) {
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, status: users.status })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return user ?? null;
}

/** The fields a session carries, for a user just logged in or registered. */
export async function findSessionUser(db: DbOrTx, userId: number) {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      firstname: users.firstname,
      lastname: users.lastname,
      avatar: users.avatar,
      phone: users.phone,
      roles: users.roles,
      status: users.status,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return user ?? null;
}

export async function emailExists(db: DbOrTx, email: string): Promise<boolean> {
  return (await db.$count(users, eq(users.email, email))) > 0;
}

export async function findUserIdByInviteCode(
  db: DbOrTx,
  inviteCode: string,
): Promise<number | null> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`upper(${users.inviteCode}) = ${inviteCode.toUpperCase()}`)
    .limit(1);
  return user?.id ?? null;
}

export interface NewUser {
  email: string;
  passwordHash: string;
  firstname: string;
  lastname: string;
  inviteCode: string;
  invitedBy: number | null;
  roles?: string[];
}

export async function insertUser(db: DbOrTx, user: NewUser): Promise<number> {
  const [row] = await db.insert(users).values(user).returning({ id: users.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function markLoggedIn(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ lastLoginAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** Creates the admin account, or resets its password, role and status if it exists. */
export async function upsertAdmin(db: DbOrTx, admin: NewUser): Promise<void> {
  await db
    .insert(users)
    .values({ ...admin, roles: ['admin'] })
    .onConflictDoUpdate({
      target: users.email,
      set: {
        passwordHash: admin.passwordHash,
        status: 'active',
        roles: sql`(select array_agg(distinct r) from unnest(array_append(${users.roles}, 'admin')) as r)`,
        updatedAt: sql`now()`,
      },
    });
}

/**
 * Takes every staff role away from the given accounts (the demo staff, whose passwords are
 * public, once a real admin is configured).
 */
export async function removeStaffRoles(db: DbOrTx, emails: string[]): Promise<void> {
  if (emails.length === 0) return;
  await db
    .update(users)
    .set({
      roles: sql`array(select r from unnest(${users.roles}) as r where r not in ${[...STAFF_ROLES]})`,
      updatedAt: sql`now()`,
    })
    .where(inArray(users.email, emails));
}
