import type { Db } from '../../db/client';
import { isUniqueViolation } from '../shared/db-errors';
import { newInviteCode } from './invite-code';
import { hashPassword } from './password';
import { removeStaffRoles, upsertAdmin } from './user-repository';

/**
 * Creates the admin from ADMIN_EMAIL / ADMIN_PASSWORD, or updates its password and role.
 * `demoStaff` (the seed's staff accounts, whose passwords are public) lose every staff role.
 */
export async function ensureAdmin(
  db: Db,
  admin: { email: string; password: string },
  demoStaff: string[] = [],
): Promise<void> {
  const email = admin.email.toLowerCase();
  await removeStaffRoles(
    db,
    demoStaff.map((e) => e.toLowerCase()).filter((e) => e !== email),
  );
  const passwordHash = await hashPassword(admin.password);
  for (let attempt = 0; ; attempt += 1) {
    try {
      await upsertAdmin(db, {
        email,
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
