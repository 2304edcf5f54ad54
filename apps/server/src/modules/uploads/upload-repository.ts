import type { DbOrTx } from '../../db/client';
import { uploads } from '../../db/schema/index';

export async function recordUpload(
  db: DbOrTx,
  upload: { userId: number; path: string; contentType: string; size: number; width: number; height: number },
): Promise<void> {
  await db.insert(uploads).values(upload);
}
