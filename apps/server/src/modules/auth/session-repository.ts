import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions, users } from '../../db/schema/index';

export interface SessionRow {
  sessionId: number;
  expiresAt: Date;
  revokedAt: Date | null;
  lastSeenAt: Date;
  user: {
    id: number;
    email: string;
    firstname: string;
    lastname: string;
    avatar: string;
    phone: string;
    roles: string[];
    status: string;
  };
}

export async function insertSession(
  db: DbOrTx,
  values: { tokenHash: string; userId: number; expiresAt: Date; ip: string; userAgent: string },
): Promise<void> {
  await db.insert(sessions).values(values);
}

/** The session with its user, in one query. */
export async function findSessionByHash(db: DbOrTx, tokenHash: string): Promise<SessionRow | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      lastSeenAt: sessions.lastSeenAt,
      user: {
        id: users.id,
        email: users.email,
        firstname: users.firstname,
        lastname: users.lastname,
        avatar: users.avatar,
        phone: users.phone,
        roles: users.roles,
        status: users.status,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/** Slides the idle expiry forward. */
export async function touchSession(
  db: DbOrTx,
  sessionId: number,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: DbOrTx, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(eq(sessions.id, sessionId));
}

/** Removes sessions that ended long ago (expired or revoked more than `days` days back). */
export async function deleteStaleSessions(db: DbOrTx, before: Date): Promise<void> {
  await db
    .delete(sessions)
    .where(sql`${sessions.expiresAt} < ${before} or ${sessions.revokedAt} < ${before}`);
}

/** Ends every session of the user that is not ended yet; answers how many. */
export async function revokeSessionsOf(db: DbOrTx, userId: number): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length;
}

/** The user's latest sessions, newest first, without their token hashes. */
export async function listSessionsOf(db: DbOrTx, userId: number, limit: number) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.id))
    .limit(limit);
}
