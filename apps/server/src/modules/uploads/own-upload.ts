import type { ErrorCodeValue } from '@mall/contract/errors';
import type { DbOrTx } from '../../db/client';
import { invalidField } from '../../plugins/app-error';
import { countOwnUploads, isOwnUpload } from './upload-owner-repository';

/**
 * A form may only reference its own user's uploads: 1000008 (or the route's own code)
 * {field, reason} for a path that is not one.
 */
export async function assertOwnUpload(
  db: DbOrTx,
  userId: number,
  path: string,
  field: string,
  code?: ErrorCodeValue,
): Promise<void> {
  if (!(await isOwnUpload(db, userId, path)))
    throw invalidField(field, 'not a file you uploaded', code);
}

/**
 * Every one of these paths must be the user's own public upload (counted in one statement):
 * 1000008 {field, reason} otherwise. The paths are expected without duplicates.
 */
export async function assertOwnUploads(
  db: DbOrTx,
  userId: number,
  paths: readonly string[],
  field: string,
): Promise<void> {
  if ((await countOwnUploads(db, userId, paths)) !== paths.length)
    throw invalidField(field, 'not a file you uploaded');
}
