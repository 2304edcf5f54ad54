import type { Tx } from '../../db/client';
import { isUniqueViolation } from '../shared/db-errors';
import { newInviteCode } from './invite-code';
import { hashPassword } from './password';
import { insertUser } from './user-repository';

/**
 * What the auth module publishes for the back office to create an account (a staff member's,
 * decision 0030) inside the caller's transaction, so that the account and its audit entry
 * commit together.
 */

export interface NewAccount {
  /** Lower-cased, checked unused by the caller (the unique index decides a race). */
  email: string;
  password: string;
  firstname: string;
  roles: string[];
}

/** Creates the account (password hashed, a fresh invite code); answers its id. */
export async function createAccount(tx: Tx, account: NewAccount): Promise<number> {
  const passwordHash = await hashPassword(account.password);
  for (let attempt = 0; ; attempt += 1) {
    try {
      // A savepoint: a taken invite code must not abort the caller's transaction.
      return await tx.transaction((savepoint) =>
        insertUser(savepoint, {
          email: account.email,
          passwordHash,
          firstname: account.firstname,
          lastname: '',
          inviteCode: newInviteCode(),
          invitedBy: null,
          roles: account.roles,
        }),
      );
    } catch (error) {
      if (attempt < 4 && isUniqueViolation(error, 'users_invite_code_key')) continue;
      throw error;
    }
  }
}
