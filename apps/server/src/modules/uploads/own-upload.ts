import type { ErrorCodeValue } from '@mall/contract/errors';
import type { DbOrTx } from '../../db/client';
import { invalidField } from '../../plugins/app-error';
import { isOwnUpload } from './upload-owner-repository';

/**
 * A form may only reference its own user's uploads: 1000008 (or the route's own code)
 * {field, reason} for a path that is not one.
 */
export async function assertOwnUpload(db: DbOrTx, userId: number, path: string, field: string, code?: ErrorCodeValue): Promise<void> {
  if (!(await isOwnUpload(db, userId, path))) throw invalidField(field, 'not a file you uploaded', code);
}
