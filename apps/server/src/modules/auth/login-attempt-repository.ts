import { lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loginAttempts } from '../../db/schema/index';
import { queryRows } from '../../db/query-rows';

export async function recordLoginAttempt(db: DbOrTx, attempt: { email: string; ip: string; success: boolean }): Promise<void> {
  await db.insert(loginAttempts).values(attempt);
}

export interface RecentFailures {
  /** Failures for the email since `since` and since its last successful login. */
  email: number;
  /** Failures from the address since `since`, whichever email. */
  ip: number;
  /** When the oldest failure counted for each runs out of the window. */
  oldestEmail: Date | null;
  oldestIp: Date | null;
}

/** Both counts in one query, from the shared table: the limit holds across instances. */
export async function countRecentFailures(db: DbOrTx, email: string, ip: string, since: Date): Promise<RecentFailures> {
  const lastSuccess = sql`coalesce((select max(${loginAttempts.createdAt}) from ${loginAttempts}
    where ${loginAttempts.email} = ${email} and ${loginAttempts.success}), '-infinity'::timestamptz)`;
  const [row] = await queryRows<{ email: number; ip: number; oldest_email: string | null; oldest_ip: string | null }>(
    db,
    sql`select
      (select count(*)::int from ${loginAttempts} where ${loginAttempts.email} = ${email} and not ${loginAttempts.success}
        and ${loginAttempts.createdAt} > ${since} and ${loginAttempts.createdAt} > ${lastSuccess}) as email,
      (select min(${loginAttempts.createdAt})::text from ${loginAttempts} where ${loginAttempts.email} = ${email}
        and not ${loginAttempts.success} and ${loginAttempts.createdAt} > ${since} and ${loginAttempts.createdAt} > ${lastSuccess}) as oldest_email,
      (select count(*)::int from ${loginAttempts} where ${loginAttempts.ip} = ${ip} and not ${loginAttempts.success}
        and ${loginAttempts.createdAt} > ${since}) as ip,
      (select min(${loginAttempts.createdAt})::text from ${loginAttempts} where ${loginAttempts.ip} = ${ip}
        and not ${loginAttempts.success} and ${loginAttempts.createdAt} > ${since}) as oldest_ip`,
  );
  return {
    email: row?.email ?? 0,
    ip: row?.ip ?? 0,
    oldestEmail: row?.oldest_email ? new Date(row.oldest_email) : null,
    oldestIp: row?.oldest_ip ? new Date(row.oldest_ip) : null,
  };
}

export async function deleteLoginAttemptsBefore(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, before));
}

