import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  normalizeTransactionId,
  type WalletRecordKind,
  type WalletRecordState,
  type WalletRecordType,
} from '@mall/contract/wallet';
import type { DbOrTx, Tx } from '../../db/client';
import { depositWallets, users, walletRecords } from '../../db/schema/index';

export type WalletRecordRow = typeof walletRecords.$inferSelect;
export type NewWalletRecord = typeof walletRecords.$inferInsert;

export const TOP_UP_KINDS = ['recharge', 'bank_recharge'] as const satisfies WalletRecordKind[];

/** Namespace of the per-user advisory lock that serialises a user's top-up submissions. */
const TOP_UP_LOCK = 500;

export async function insertWalletRecord(
  tx: DbOrTx,
  values: NewWalletRecord,
): Promise<WalletRecordRow> {
  const [row] = await tx.insert(walletRecords).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The caller's record made with this idempotency key (request_id), if any. */
export async function findByRequestId(
  db: DbOrTx,
  userId: number,
  requestId: string,
): Promise<WalletRecordRow | null> {
  const [row] = await db
    .select()
    .from(walletRecords)
    .where(and(eq(walletRecords.userId, userId), eq(walletRecords.requestId, requestId)))
    .limit(1);
  return row ?? null;
}

/** Whether a transaction id was already used with this wallet (any user, any state). */
export async function transactionIdUsed(
  db: DbOrTx,
  walletCode: string,
  transactionId: string,
): Promise<boolean> {
  const key = normalizeTransactionId(transactionId);
  const n = await db.$count(
    walletRecords,
    and(
      eq(walletRecords.walletCode, walletCode),
      sql`upper(trim(${walletRecords.transactionId})) = ${key}`,
    ),
  );
  return n > 0;
}

/**
 * Holds a per-user lock until the transaction ends: concurrent submissions of one user take
 * turns, so each counts the ones committed before it.
 */
export async function lockTopUpsOf(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${TOP_UP_LOCK}::int, ${userId}::int)`);
}

/** The user's top-up submissions (any state) of the last 24 hours, by the database clock. */
export async function countRecentTopUps(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(walletRecords)
    .where(
      and(
        eq(walletRecords.userId, userId),
        inArray(walletRecords.kind, TOP_UP_KINDS),
        sql`${walletRecords.createdAt} > now() - interval '24 hours'`,
      ),
    );
  return row?.n ?? 0;
}

export interface StateMove {
  id: number;
  kinds: readonly WalletRecordKind[];
  from: WalletRecordState;
  to: WalletRecordState;
  /** Only this user's record (a user revoking their own). */
  userId?: number;
  message?: string;
  reviewedBy?: number;
}

/**
 * Moves a record from one state to another if, and only if, it is in `from` now: the row lock
 * of the UPDATE makes concurrent moves of one record take turns, and the later one finds the
 * state changed and moves nothing (null).
 */
export async function moveState(tx: DbOrTx, move: StateMove): Promise<WalletRecordRow | null> {
  const [row] = await tx
    .update(walletRecords)
    .set({
      state: move.to,
      ...(move.message === undefined ? {} : { message: move.message }),
      ...(move.reviewedBy === undefined
        ? {}
        : { reviewedBy: move.reviewedBy, reviewedAt: sql`now()` }),
    })
    .where(
      and(
        eq(walletRecords.id, move.id),
        inArray(walletRecords.kind, move.kinds),
        eq(walletRecords.state, move.from),
        move.userId === undefined ? undefined : eq(walletRecords.userId, move.userId),
      ),
    )
    .returning();
  return row ?? null;
}

const listColumns = { record: walletRecords, walletName: depositWallets.name };

export interface RecordFilter {
  kinds?: readonly WalletRecordKind[] | undefined;
  type?: WalletRecordType | undefined;
}

function userWhere(userId: number, filter: RecordFilter): SQL | undefined {
  return and(
    eq(walletRecords.userId, userId),
    filter.kinds ? inArray(walletRecords.kind, filter.kinds) : undefined,
    filter.type ? eq(walletRecords.type, filter.type) : undefined,
  );
}

/** One page of the user's records, newest first, with the deposit wallet's name. */
export async function pageUserRecords(
  db: DbOrTx,
  userId: number,
  filter: RecordFilter,
  limit: number,
  offset: number,
) {
  const where = userWhere(userId, filter);
  const [rows, total] = await Promise.all([
    db
      .select(listColumns)
      .from(walletRecords)
      .leftJoin(depositWallets, eq(depositWallets.code, walletRecords.walletCode))
      .where(where)
      .orderBy(desc(walletRecords.createdAt), desc(walletRecords.id))
      .limit(limit)
      .offset(offset),
    db.$count(walletRecords, where),
  ]);
  return { rows, total };
}

const applicationColumns = {
  ...listColumns,
  user: { id: users.id, email: users.email, firstname: users.firstname },
};

export type WalletApplicationRow = NonNullable<Awaited<ReturnType<typeof findWalletApplication>>>;

function applicationQuery(db: DbOrTx) {
  return db
    .select(applicationColumns)
    .from(walletRecords)
    .innerJoin(users, eq(users.id, walletRecords.userId))
    .leftJoin(depositWallets, eq(depositWallets.code, walletRecords.walletCode));
}

/** One page of applications of these kinds (optionally in these states), newest first. */
export async function pageWalletApplications(
  db: DbOrTx,
  kinds: readonly WalletRecordKind[],
  states: readonly WalletRecordState[] | undefined,
  limit: number,
  offset: number,
) {
  const where = and(
    inArray(walletRecords.kind, kinds),
    states ? inArray(walletRecords.state, states) : undefined,
  );
  const [rows, total] = await Promise.all([
    applicationQuery(db)
      .where(where)
      .orderBy(desc(walletRecords.createdAt), desc(walletRecords.id))
      .limit(limit)
      .offset(offset),
    db.$count(walletRecords, where),
  ]);
  return { rows, total };
}

/** Applications of these kinds in this state (the one under review). */
export async function countWalletApplicationsIn(
  db: DbOrTx,
  kinds: readonly WalletRecordKind[],
  state: WalletRecordState,
): Promise<number> {
  return db.$count(
    walletRecords,
    and(inArray(walletRecords.kind, kinds), eq(walletRecords.state, state)),
  );
}

export async function findWalletApplication(
  db: DbOrTx,
  id: number,
  kinds: readonly WalletRecordKind[],
) {
  const [row] = await applicationQuery(db)
    .where(and(eq(walletRecords.id, id), inArray(walletRecords.kind, kinds)))
    .limit(1);
  return row ?? null;
}
