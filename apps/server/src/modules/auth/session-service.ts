import { ErrorCode } from '@mall/contract/errors';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../plugins/app-error';
import {
  findSessionByHash,
  insertSession,
  revokeSession,
  touchSession,
  type SessionRow,
} from './session-repository';
import { hashSessionToken, isWellFormedToken, newSessionToken } from './session-token';
import { findSessionUser } from './user-repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** lastSeenAt and the idle expiry move at most once a minute per session. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export type SessionUser = SessionRow['user'];
export interface ActiveSession {
  sessionId: number;
  user: SessionUser;
}

/** The fields a session carries, read afresh (after the user changed their profile); null when the user is gone. */
export function sessionUserOf(db: DbOrTx, userId: number): Promise<SessionUser | null> {
  return findSessionUser(db, userId);
}

export async function openSession(
  db: Db,
  userId: number,
  meta: { ip: string; userAgent: string; idleDays: number },
): Promise<string> {
  const token = newSessionToken();
  await insertSession(db, {
    tokenHash: hashSessionToken(token),
    userId,
    expiresAt: new Date(Date.now() + meta.idleDays * DAY_MS),
    ip: meta.ip.slice(0, 64),
    userAgent: meta.userAgent.slice(0, 512),
  });
  return token;
}

/**
 * The session behind an `access-token` header, as the contract's Authentication paragraph
 * says: absent, expired or ended (logged out) 1100003; unknown or malformed 1000004; the
 * account disabled or deleted 2000017, whether or not the session was ended with it.
 */
export async function resolveSession(
  db: Db,
  header: unknown,
  idleDays: number,
): Promise<ActiveSession> {
  if (header === undefined || header === '') throw new AppError(ErrorCode.NotLoggedIn);
  if (typeof header !== 'string' || !isWellFormedToken(header))
    throw new AppError(ErrorCode.InvalidToken);
  const row = await findSessionByHash(db, hashSessionToken(header));
  if (!row) throw new AppError(ErrorCode.InvalidToken);
  // The account first: disabling it ends its sessions (decision 0030), and their tokens must
  // still say why (2000017), not "logged out".
  if (row.user.status !== 'active') throw new AppError(ErrorCode.AccountDisabled);
  const now = new Date();
  if (row.revokedAt || row.expiresAt.getTime() <= now.getTime())
    throw new AppError(ErrorCode.NotLoggedIn);
  if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
    await touchSession(db, row.sessionId, now, new Date(now.getTime() + idleDays * DAY_MS));
  }
  return { sessionId: row.sessionId, user: row.user };
}

export async function closeSession(db: Db, sessionId: number): Promise<void> {
  await revokeSession(db, sessionId);
}
