/**
 * Where uploaded and generated media live. Keys are relative paths made by the server
 * ("uploads/2026/11/<random>.png"); clients see them as `/static/<key>`. Local disk is the
 * default; an S3-compatible adapter implements the same interface for several instances.
 */
export interface Storage {
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** The folder served at /static when the media are on local disk; null otherwise. */
  readonly localRoot: string | null;
}

export const STATIC_PREFIX = '/static/';

/**
 * Keys under `private/` are private files (identity documents, payment proofs): the storage
 * keeps them apart from the media it serves (local disk: another folder; S3: a bucket without
 * public reads), and the API gives them only to their owner and admins (decision 0011).
 */
export const PRIVATE_KEY_PREFIX = 'private/';
export const PRIVATE_PATH_PREFIX = '/private/';

export function isPrivateKey(key: string): boolean {
  return key.startsWith(PRIVATE_KEY_PREFIX);
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9_\-/]*\.[a-z0-9]+$/;

/** Rejects anything that could escape the media folder or was not made by the server. */
export function assertValidKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.includes('..') || key.includes('//')) {
    throw new Error(`invalid storage key: ${key}`);
  }
}

export function publicPath(key: string): string {
  return `${STATIC_PREFIX}${key}`;
}

/**
 * Where a recorded upload's file lives: `/private/<key>` paths are private keys; a
 * `/static/<key>` upload that was made private (a document sent before uploads could be
 * private) moved to `private/<key>`.
 */
export function storageKeyOfUpload(upload: { path: string; private: boolean }): string | null {
  if (upload.path.startsWith(PRIVATE_PATH_PREFIX)) {
    const key = upload.path.slice(1);
    return KEY_PATTERN.test(key) && !key.includes('..') ? key : null;
  }
  const key = keyOfPublicPath(upload.path);
  if (!key) return null;
  return upload.private ? `${PRIVATE_KEY_PREFIX}${key}` : key;
}

/** The key of a `/static/...` path, or null for anything else. */
export function keyOfPublicPath(path: string): string | null {
  if (!path.startsWith(STATIC_PREFIX)) return null;
  const key = path.slice(STATIC_PREFIX.length);
  return KEY_PATTERN.test(key) && !key.includes('..') ? key : null;
}
