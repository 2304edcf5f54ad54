import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { uploads } from '../../db/schema/index';

/** Whether `path` is a file this user uploaded. */
export async function isOwnUpload(db: DbOrTx, userId: number, path: string): Promise<boolean> {
  return (await db.$count(uploads, and(eq(uploads.path, path), eq(uploads.userId, userId)))) > 0;
}
