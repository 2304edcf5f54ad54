import type { Db } from '../db/client';
import { users } from '../db/schema/index';
import { newInviteCode } from '../modules/auth/invite-code';
import { uniqueEmail } from './fixtures';

/**
 * An account nobody logs in to (its password hash matches no password), inserted without the
 * cost of hashing: a record for back-office calls to act on (disable, staff roles).
 */
export async function insertAccount(
  db: Db,
  values: { roles?: string[]; status?: 'active' | 'disabled' | 'deleted' } = {},
): Promise<{ id: number; email: string }> {
  const [row] = await db
    .insert(users)
    .values({
      email: uniqueEmail('account'),
      passwordHash: 'none',
      firstname: 'Account',
      inviteCode: newInviteCode(16),
      roles: values.roles ?? [],
      status: values.status ?? 'active',
    })
    .returning({ id: users.id, email: users.email });
  if (!row) throw new Error('insert failed');
  return row;
}
