import { eq, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { loginAttempts } from '../../db/schema/index';
import { queryRows } from '../../db/query-rows';

/** Advisory lock classes (two-key form): one for emails, one for addresses, never colliding. */
const EMAIL_LOCK = 910;
const IP_LOCK = 911;

/**
 * Serialises the login attempts of one email and of one address until the transaction ends,
 * on every instance sharing the database. The email is always locked before the address, so
 * two attempts can never wait on each other in a circle.
 */
export async function lockLoginKeys(tx: Tx, email: string, ip: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${EMAIL_LOCK}::int, hashtext(${email}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(${IP_LOCK}::int, hashtext(${ip}))`);
}

/** Writes an attempt, as a failure until `markAttemptSucceeded`; answers its id. */
export async function recordLoginAttempt(
  db: DbOrTx,
  attempt: { email: string; ip: string; success: boolean; deviceId: number | null },
): Promise<number> {
  const [row] = await db.insert(loginAttempts).values(attempt).returning({ id: loginAttempts.id });
  if (!row) throw new Error('login attempt not recorded');
  return row.id;
}

export async function markAttemptSucceeded(db: DbOrTx, attemptId: number): Promise<void> {
  await db.update(loginAttempts).set({ success: true }).where(eq(loginAttempts.id, attemptId));
}

export interface RecentFailures {
  /** Failure times (oldest first) for the email from unknown devices, since `since` and its last such success. */
  account: Date[];
  /** Failure times (oldest first) from the known device, since `since` and its last success; empty without one. */
  device: Date[];
  /** Failures from the address since `windowStart`, whichever email, and the oldest of them. */
  ip: number;
  oldestIp: Date | null;
}

const MAX_TIMES = 500;

/** What the limiter needs, in one query, from the shared table: the limits hold across instances. */
export async function findRecentFailures(
  db: DbOrTx,
  keys: { email: string; ip: string; deviceId: number | null },
  since: Date,
  windowStart: Date,
): Promise<RecentFailures> {
  const { email, ip, deviceId } = keys;
  const a = loginAttempts;
  const login = sql`${a.kind} = 'login'`;
  const accountSuccess = sql`coalesce((select max(${a.createdAt}) from ${a}
    where ${a.email} = ${email} and ${a.success} and ${login} and ${a.deviceId} is null), '-infinity'::timestamptz)`;
  const deviceSuccess = sql`coalesce((select max(${a.createdAt}) from ${a}
    where ${a.deviceId} = ${deviceId} and ${a.success} and ${login}), '-infinity'::timestamptz)`;
  const [row] = await queryRows<{
    account: string[] | null;
    device: string[] | null;
    ip: number;
    oldest_ip: string | null;
  }>(
    db,
    sql`select
      (select array_agg(t::text order by t) from (select ${a.createdAt} as t from ${a} where ${a.email} = ${email}
        and not ${a.success} and ${login} and ${a.deviceId} is null and ${a.createdAt} > ${since} and ${a.createdAt} > ${accountSuccess}
        order by ${a.createdAt} desc limit ${MAX_TIMES}) f) as account,
      (select array_agg(t::text order by t) from (select ${a.createdAt} as t from ${a} where ${a.deviceId} = ${deviceId}
        and not ${a.success} and ${a.createdAt} > ${since} and ${a.createdAt} > ${deviceSuccess}
        order by ${a.createdAt} desc limit ${MAX_TIMES}) f) as device,
      (select count(*)::int from ${a} where ${a.ip} = ${ip} and not ${a.success} and ${login} and ${a.createdAt} > ${windowStart}) as ip,
      (select min(${a.createdAt})::text from ${a} where ${a.ip} = ${ip}
        and not ${a.success} and ${login} and ${a.createdAt} > ${windowStart}) as oldest_ip`,
  );
  const times = (values: string[] | null | undefined) =>
    (values ?? []).map((value) => new Date(value));
  return {
    account: times(row?.account),
    device: deviceId === null ? [] : times(row?.device),
    ip: row?.ip ?? 0,
    oldestIp: row?.oldest_ip ? new Date(row.oldest_ip) : null,
  };
}

export async function deleteLoginAttemptsBefore(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, before));
}

/** Namespace of the per-address advisory lock that serialises registrations from one address. */
const REGISTER_LOCK = 900;

/**
 * Counts the registrations from `ip` since `since` and, below `max`, records this one, under a
 * per-address lock: concurrent registrations from one address take turns, so none passes the
 * limit. Answers whether it was recorded and, if not, when the oldest counted one was made.
 */
export async function claimRegistration(
  db: Db,
  attempt: { email: string; ip: string },
  since: Date,
  max: number,
): Promise<{ allowed: true } | { allowed: false; oldest: Date }> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${REGISTER_LOCK}::int, hashtext(${attempt.ip}))`,
    );
    const [row] = await queryRows<{ n: number; oldest: string | null }>(
      tx,
      sql`select count(*)::int as n, min(${loginAttempts.createdAt})::text as oldest from ${loginAttempts}
        where ${loginAttempts.kind} = 'register' and ${loginAttempts.ip} = ${attempt.ip} and ${loginAttempts.createdAt} > ${since}`,
    );
    if ((row?.n ?? 0) >= max)
      return { allowed: false, oldest: row?.oldest ? new Date(row.oldest) : new Date() };
    await tx.insert(loginAttempts).values({ ...attempt, success: true, kind: 'register' });
    return { allowed: true };
  });
}
