import { randomBytes } from 'node:crypto';
import type { UploadResult } from '@mall/contract/upload';
import type { Db } from '../../db/client';
import { invalidField } from '../../plugins/app-error';
import { publicPath, type Storage } from '../../storage/storage';
import { sniffImage } from './image-sniff';
import { recordUpload } from './upload-repository';

/** Larger images than this (in either side) are refused: no decompression bombs. */
const MAX_SIDE = 16_384;

/** Stores an image by its content under uploads/YYYY/MM/<random>.<ext> and records its owner. */
export async function storeUpload(db: Db, storage: Storage, userId: number, data: Uint8Array): Promise<UploadResult> {
  if (data.length === 0) throw invalidField('file', 'empty file');
  const image = sniffImage(data);
  if (!image) throw invalidField('file', 'not an accepted image (PNG, JPEG, WebP or GIF)');
  if (image.width > MAX_SIDE || image.height > MAX_SIDE) throw invalidField('file', `image larger than ${MAX_SIDE} pixels`);
  const now = new Date();
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  const key = `uploads/${now.getUTCFullYear()}/${month}/${randomBytes(16).toString('hex')}.${image.ext}`;
  await storage.put(key, data, image.type);
  const path = publicPath(key);
  await recordUpload(db, { userId, path, contentType: image.type, size: data.length, width: image.width, height: image.height });
  return { path, url: path };
}
