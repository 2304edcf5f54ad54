import type { FastifyBaseLogger } from 'fastify';
import { ErrorCode, type ErrorCodeValue } from '@mall/contract/errors';
import type { DbOrTx } from '../../db/client';
import { AppError, invalidField } from '../../plugins/app-error';
import {
  keyOfPublicPath,
  PRIVATE_KEY_PREFIX,
  storageKeyOfUpload,
  type Storage,
} from '../../storage/storage';
import {
  findPublicDocumentUploads,
  findUpload,
  markUploadPrivate,
  type UploadRecord,
} from './upload-owner-repository';

/**
 * Identity documents and payment proofs are private uploads (decision 0011): only their owner
 * and admins can fetch them, through GET /api/upload/private, never through /static.
 */

/**
 * Moves a public upload's file to its private key, then marks the upload private. Safe to
 * repeat and to run on two instances at once: a file already moved is left where it is.
 */
async function makePrivate(
  db: DbOrTx,
  storage: Storage,
  upload: UploadRecord,
  log?: FastifyBaseLogger,
): Promise<void> {
  const from = keyOfPublicPath(upload.path);
  if (!from) return;
  const to = `${PRIVATE_KEY_PREFIX}${from}`;
  const data = await storage.read(from);
  if (data) {
    await storage.put(to, data, upload.contentType);
    await storage.delete(from);
  } else if (!(await storage.exists(to))) {
    log?.warn({ path: upload.path }, 'private document file missing');
  }
  await markUploadPrivate(db, upload.path);
}

/**
 * A form's document field (id_front, id_back, certificate): the caller's own upload, made
 * private if it was uploaded as a public one. 1000008 (or the route's code) {field, reason}
 * for a path that is not the caller's upload.
 */
export async function claimDocument(
  db: DbOrTx,
  storage: Storage,
  userId: number,
  path: string,
  field: string,
  code?: ErrorCodeValue,
): Promise<void> {
  const upload = await findUpload(db, path);
  if (!upload || upload.userId !== userId)
    throw invalidField(field, 'not a file you uploaded', code);
  if (!upload.private) await makePrivate(db, storage, upload);
}

/** At start: documents sent while uploads were all public stop being served at /static. */
export async function privatiseStoredDocuments(
  db: DbOrTx,
  storage: Storage,
  log: FastifyBaseLogger,
): Promise<number> {
  const uploads = await findPublicDocumentUploads(db);
  for (const upload of uploads) await makePrivate(db, storage, upload, log);
  if (uploads.length > 0)
    log.info(
      { count: uploads.length },
      'made stored identity documents and payment proofs private',
    );
  return uploads.length;
}

/** A private upload's bytes for its owner or an admin; 2000019 (as for no such file) for anyone else. */
export async function readPrivateUpload(
  db: DbOrTx,
  storage: Storage,
  viewer: { userId: number; readsAnyDocument: boolean },
  path: string,
): Promise<{ data: Buffer; contentType: string }> {
  const notFound = new AppError(ErrorCode.NoData);
  const upload = await findUpload(db, path);
  if (!upload?.private || (upload.userId !== viewer.userId && !viewer.readsAnyDocument))
    throw notFound;
  const key = storageKeyOfUpload(upload);
  const data = key ? await storage.read(key) : null;
  if (!data) throw notFound;
  return { data, contentType: upload.contentType };
}
