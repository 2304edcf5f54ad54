import type { LoginResult } from '@mall/contract/auth';
import { ErrorCode } from '@mall/contract/errors';
import type { Db } from '../../db/client';
import type { AppConfig } from '../../env';
import { AppError } from '../../plugins/app-error';
import { isUniqueViolation } from '../shared/db-errors';
import { loginResultFor, type ClientMeta } from './auth-service';
import { newInviteCode } from './invite-code';
import { claimRegistrationSlot } from './login-limiter';
import { hashPassword } from './password';
import { emailExists, findUserIdByInviteCode, insertUser, markLoggedIn } from './user-repository';

export interface RegisterData {
  email: string;
  password: string;
  firstname: string;
  lastname?: string | undefined;
  invite_code?: string | undefined;
}

async function insertWithFreshInviteCode(
  db: Db,
  user: Omit<Parameters<typeof insertUser>[1], 'inviteCode'>,
): Promise<number> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await insertUser(db, { ...user, inviteCode: newInviteCode() });
    } catch (error) {
      if (attempt < 4 && isUniqueViolation(error, 'users_invite_code_key')) continue;
      if (isUniqueViolation(error, 'users_email_key'))
        throw new AppError(ErrorCode.RegistrationEmailExists);
      throw error;
    }
  }
}

/**
 * Registration: 1100000 when the email is taken, 1100007 when a concurrent registration
 * took it between the check and the insert, 1100001 for an unknown invite code; HTTP 429 past
 * REGISTER_MAX_PER_IP registrations from the address in REGISTER_WINDOW_MINUTES.
 * The new user is logged in.
 */
export async function register(
  db: Db,
  config: AppConfig,
  input: RegisterData,
  meta: ClientMeta,
): Promise<LoginResult> {
  await claimRegistrationSlot(db, config.register, input.email, meta.ip);
  if (await emailExists(db, input.email)) throw new AppError(ErrorCode.EmailExists);
  let invitedBy: number | null = null;
  if (input.invite_code) {
    invitedBy = await findUserIdByInviteCode(db, input.invite_code);
    if (invitedBy === null) {
      throw new AppError(ErrorCode.RegistrationFormat, {
        field: 'invite_code',
        reason: 'no user has this invite code',
      });
    }
  }
  const userId = await insertWithFreshInviteCode(db, {
    email: input.email,
    passwordHash: await hashPassword(input.password),
    firstname: input.firstname,
    lastname: input.lastname ?? '',
    invitedBy,
  });
  await markLoggedIn(db, userId);
  return loginResultFor(db, config, userId, meta);
}
