import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { uploads } from '../../db/schema/index';

export async function recordUpload(
  db: DbOrTx,
  upload: {
    userId: number;
    path: string;
    contentType: string;
    size: number;
    width: number;
    height: number;
    private: boolean;
  },
): Promise<void> {
  await db.insert(uploads).values(upload);
}

/** Namespace of the per-user advisory lock that serialises a user's uploads (the quota check). */
const UPLOAD_LOCK = 800;

/** Holds a per-user lock until the transaction ends: concurrent uploads of one user take turns. */
export async function lockUploadsOf(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${UPLOAD_LOCK}::int, ${userId}::int)`);
}

/** The user's uploads of the last 24 hours by the database clock: how many, and their bytes. */
export async function uploadUsageToday(
  db: DbOrTx,
  userId: number,
): Promise<{ count: number; bytes: number }> {
  const [row] = await queryRows<{ count: number; bytes: number }>(
    db,
    sql`select count(*)::int as count, coalesce(sum(${uploads.size}), 0)::float8 as bytes from ${uploads}
      where ${uploads.userId} = ${userId} and ${uploads.createdAt} > now() - interval '24 hours'`,
  );
  return { count: row?.count ?? 0, bytes: row?.bytes ?? 0 };
}
