import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sellerApplications, uploads, walletRecords } from '../../db/schema/index';
import { queryRows } from '../../db/query-rows';

/** Whether `path` is a public file this user uploaded (a private document is never shown publicly). */
export async function isOwnUpload(db: DbOrTx, userId: number, path: string): Promise<boolean> {
  return (
    (await db.$count(
      uploads,
      and(eq(uploads.path, path), eq(uploads.userId, userId), eq(uploads.private, false)),
    )) > 0
  );
}

/** How many of these paths are this user's public uploads (one statement): a private document is never shown publicly. */
export async function countOwnUploads(
  db: DbOrTx,
  userId: number,
  paths: readonly string[],
): Promise<number> {
  if (paths.length === 0) return 0;
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(distinct path)::int as n from uploads where user_id = ${userId} and not private
      and path in (${sql.join(
        paths.map((path) => sql`${path}`),
        sql`, `,
      )})`,
  );
  return row?.n ?? 0;
}

export interface UploadRecord {
  userId: number | null;
  path: string;
  contentType: string;
  private: boolean;
}

export async function findUpload(db: DbOrTx, path: string): Promise<UploadRecord | null> {
  const [row] = await db
    .select({
      userId: uploads.userId,
      path: uploads.path,
      contentType: uploads.contentType,
      private: uploads.private,
    })
    .from(uploads)
    .where(eq(uploads.path, path));
  return row ?? null;
}

export async function markUploadPrivate(db: DbOrTx, path: string): Promise<void> {
  await db.update(uploads).set({ private: true }).where(eq(uploads.path, path));
}

/**
 * Public uploads that a seller application (ID images) or a wallet record (payment proof)
 * references: documents sent before uploads could be private.
 */
export async function findPublicDocumentUploads(db: DbOrTx): Promise<UploadRecord[]> {
  return queryRows<UploadRecord>(
    db,
    sql`select ${uploads.userId} as "userId", ${uploads.path} as path, ${uploads.contentType} as "contentType",
        ${uploads.private} as private
      from ${uploads}
      where not ${uploads.private} and ${uploads.path} in (
        select ${sellerApplications.idFront} from ${sellerApplications}
        union select ${sellerApplications.idBack} from ${sellerApplications}
        union select ${walletRecords.certificate} from ${walletRecords} where ${walletRecords.certificate} <> '')`,
  );
}
