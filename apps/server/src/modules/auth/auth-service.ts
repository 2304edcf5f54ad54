import type { LoginResult } from '@mall/contract/auth';
import { ErrorCode } from '@mall/contract/errors';
import type { Db } from '../../db/client';
import type { AppConfig } from '../../env';
import { AppError } from '../../plugins/app-error';
import { buildUserInfo } from '../account/user-info-service';
import { hashPassword, verifyPassword } from './password';
import { assertLoginAllowed, noteLoginAttempt } from './login-limiter';
import { openSession } from './session-service';
import { findSessionUser, findUserForLogin, markLoggedIn } from './user-repository';

export interface ClientMeta {
  ip: string;
  userAgent: string;
}

/** Compared against when the email is unknown, so that both cases take the same time. */
let dummyHash: Promise<string> | null = null;

/** A new session for the user and the LoginResult of the contract. */
export async function loginResultFor(db: Db, config: AppConfig, userId: number, meta: ClientMeta): Promise<LoginResult> {
  const user = await findSessionUser(db, userId);
  if (!user) throw new AppError(ErrorCode.WrongCredentials);
  const token = await openSession(db, userId, { ...meta, idleDays: config.sessionIdleDays });
  const info = await buildUserInfo(db, user, config.sellerUrl);
  return {
    'access-token': token,
    user: info,
    seller_url: info.seller_url,
    card: info.card,
    message_unread_count: info.message_unread_count,
  };
}

/** Email and password login: 1100002 for any wrong pair, 2000017 for a disabled account. */
export async function login(
  db: Db,
  config: AppConfig,
  input: { email: string; password: string },
  meta: ClientMeta,
): Promise<LoginResult> {
  await assertLoginAllowed(db, config.login, input.email, meta.ip);
  const user = await findUserForLogin(db, input.email);
  dummyHash ??= hashPassword('not a password of anyone');
  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await dummyHash));
  if (!user || !valid) {
    await noteLoginAttempt(db, input.email, meta.ip, false);
    throw new AppError(ErrorCode.WrongCredentials);
  }
  await noteLoginAttempt(db, input.email, meta.ip, true);
  if (user.status !== 'active') throw new AppError(ErrorCode.AccountDisabled);
  await markLoggedIn(db, user.id);
  return loginResultFor(db, config, user.id, meta);
}
