import type { Db } from '../../db/client';
import { isUniqueViolation } from '../shared/db-errors';
import { newInviteCode } from './invite-code';
import { hashPassword } from './password';
import { upsertAdmin } from './user-repository';

/** Creates the admin from ADMIN_EMAIL / ADMIN_PASSWORD, or updates its password and role. */
export async function ensureAdmin(db: Db, admin: { email: string; password: string }): Promise<void> {
  const passwordHash = await hashPassword(admin.password);
  for (let attempt = 0; ; attempt += 1) {
    try {
      await upsertAdmin(db, {
        email: admin.email.toLowerCase(),
        passwordHash,
        firstname: 'Admin',
        lastname: '',
        inviteCode: newInviteCode(),
        invitedBy: null,
      });
      return;
    } catch (error) {
      if (attempt < 4 && isUniqueViolation(error, 'users_invite_code_key')) continue;
      throw error;
    }
  }
}
