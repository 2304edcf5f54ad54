import type { LoginResult } from '@mall/contract/auth';
import { ErrorCode } from '@mall/contract/errors';
import type { Db } from '../../db/client';
import type { AppConfig } from '../../env';
import { AppError } from '../../plugins/app-error';
import { buildUserInfo } from '../account/user-info-service';
import { hashPassword, verifyPassword } from './password';
import { deviceTokenFor } from './device-service';
import { noteLoginSuccess, reserveLoginAttempt } from './login-limiter';
import { openSession } from './session-service';
import { findSessionUser, findUserForLogin, markLoggedIn } from './user-repository';

export interface ClientMeta {
  ip: string;
  userAgent: string;
  /** The `device-token` header, when well formed. */
  deviceToken: string | null;
}

/** Compared against when the email is unknown, so that both cases take the same time. */
let dummyHash: Promise<string> | null = null;

/** A new session for the user and the LoginResult of the contract. */
export async function loginResultFor(
  db: Db,
  config: AppConfig,
  userId: number,
  meta: ClientMeta,
): Promise<LoginResult> {
  const user = await findSessionUser(db, userId);
  if (!user) throw new AppError(ErrorCode.WrongCredentials);
  const token = await openSession(db, userId, { ...meta, idleDays: config.sessionIdleDays });
  const deviceToken = await deviceTokenFor(db, userId, meta.deviceToken);
  const info = await buildUserInfo(db, user, config.sellerUrl);
  return {
    'access-token': token,
    'device-token': deviceToken,
    user: info,
    seller_url: info.seller_url,
    card: info.card,
    message_unread_count: info.message_unread_count,
  };
}

/**
 * Email and password login: 1100002 for any wrong pair, 2000017 for a disabled account. The
 * attempt is counted before the password is checked (HTTP 429 when over a limit).
 */
export async function login(
  db: Db,
  config: AppConfig,
  input: { email: string; password: string },
  meta: ClientMeta,
): Promise<LoginResult> {
  const reservation = await reserveLoginAttempt(db, config.login, {
    email: input.email,
    ip: meta.ip,
    deviceToken: meta.deviceToken,
  });
  const user = await findUserForLogin(db, input.email);
  dummyHash ??= hashPassword('not a password of anyone');
  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await dummyHash));
  if (!user || !valid) throw new AppError(ErrorCode.WrongCredentials);
  await noteLoginSuccess(db, reservation);
  if (user.status !== 'active') throw new AppError(ErrorCode.AccountDisabled);
  await markLoggedIn(db, user.id);
  return loginResultFor(db, config, user.id, meta);
}
