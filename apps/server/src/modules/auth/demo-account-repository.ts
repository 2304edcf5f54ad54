import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema/index';

export async function accountsByEmail(db: Db, emails: readonly string[]) {
  if (emails.length === 0) return [];
  return db
    .select({
      id: users.id,
      email: users.email,
      passwordHash: users.passwordHash,
      status: users.status,
    })
    .from(users)
    .where(inArray(users.email, [...emails]));
}

/** Disables the accounts, takes their roles away and ends their sessions, in one transaction. */
export async function retireAccounts(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ status: 'disabled', roles: sql`'{}'::text[]`, updatedAt: sql`now()` })
      .where(inArray(users.id, [...ids]));
    await tx.delete(sessions).where(inArray(sessions.userId, [...ids]));
  });
}
