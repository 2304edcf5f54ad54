import { randomBytes } from 'node:crypto';
import type { UploadResult } from '@mall/contract/upload';
import type { Db } from '../../db/client';
import { invalidField } from '../../plugins/app-error';
import { PRIVATE_KEY_PREFIX, publicPath, type Storage } from '../../storage/storage';
import { sniffImage } from './image-sniff';
import type { UploadQuota } from '../../env';
import { privateUploadUrl } from './private-upload-url';
import { lockUploadsOf, recordUpload, uploadUsageToday } from './upload-repository';

/** Larger images than this (in either side) are refused: no decompression bombs. */
const MAX_SIDE = 16_384;

const MB = 1024 * 1024;

/** 1000008 {field: file, reason} when this file would pass the user's 24-hour quota. */
function assertWithinQuota(
  usage: { count: number; bytes: number },
  size: number,
  quota: UploadQuota,
): void {
  if (usage.count + 1 > quota.count || usage.bytes + size > quota.bytes) {
    const bytes = quota.bytes >= MB ? `${Math.floor(quota.bytes / MB)} MB` : `${quota.bytes} bytes`;
    throw invalidField('file', `quota: at most ${quota.count} files and ${bytes} in 24 hours`);
  }
}

/**
 * Stores an image by its content under uploads/YYYY/MM/<random>.<ext> and records its owner.
 * A private upload (an identity document, a payment proof) goes under private/uploads/...:
 * its path is `/private/uploads/...`, never served at /static, and its url the API route that
 * gives it to its owner and admins. The quota is counted and the upload recorded under a
 * per-user lock, so concurrent uploads of one user cannot pass it together.
 */
export async function storeUpload(
  db: Db,
  storage: Storage,
  userId: number,
  data: Uint8Array,
  quota: UploadQuota,
  options: { private: boolean } = { private: false },
): Promise<UploadResult> {
  if (data.length === 0) throw invalidField('file', 'empty file');
  const image = sniffImage(data);
  if (!image) throw invalidField('file', 'not an accepted image (PNG, JPEG, WebP or GIF)');
  if (image.width > MAX_SIDE || image.height > MAX_SIDE)
    throw invalidField('file', `image larger than ${MAX_SIDE} pixels`);
  const now = new Date();
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  const name = `uploads/${now.getUTCFullYear()}/${month}/${randomBytes(16).toString('hex')}.${image.ext}`;
  const key = options.private ? `${PRIVATE_KEY_PREFIX}${name}` : name;
  const path = options.private ? `/${key}` : publicPath(key);
  const { width, height } = image;
  await db.transaction(async (tx) => {
    await lockUploadsOf(tx, userId);
    assertWithinQuota(await uploadUsageToday(tx, userId), data.length, quota);
    await storage.put(key, data, image.type);
    await recordUpload(tx, {
      userId,
      path,
      contentType: image.type,
      size: data.length,
      width,
      height,
      private: options.private,
    });
  });
  return { path, url: options.private ? privateUploadUrl(path) : path };
}
