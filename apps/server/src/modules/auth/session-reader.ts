import type { UserSession } from '@mall/contract/admin-users';
import type { DbOrTx } from '../../db/client';
import { listSessionsOf } from './session-repository';

/** What the auth module publishes for the back office to show a user's logins (decision 0030). */

/** The user's latest sessions, newest first, as the contract shows them (never the token). */
export async function sessionsOf(
  db: DbOrTx,
  userId: number,
  limit: number,
  now = new Date(),
): Promise<UserSession[]> {
  const rows = await listSessionsOf(db, userId, limit);
  return rows.map((row) => ({
    id: row.id,
    created_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    ended_at: row.revokedAt?.toISOString() ?? null,
    live: row.revokedAt === null && row.expiresAt.getTime() > now.getTime(),
    ip: row.ip,
    user_agent: row.userAgent,
  }));
}
