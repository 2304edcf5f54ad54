/**
 * Where uploaded and generated media live. Keys are relative paths made by the server
 * ("uploads/2026/11/<random>.png"); clients see them as `/static/<key>`. Local disk is the
 * default; an S3-compatible adapter implements the same interface for several instances.
 */
export interface Storage {
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** The folder served at /static when the media are on local disk; null otherwise. */
  readonly localRoot: string | null;
}

export const STATIC_PREFIX = '/static/';

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

/** The key of a `/static/...` path, or null for anything else. */
export function keyOfPublicPath(path: string): string | null {
  if (!path.startsWith(STATIC_PREFIX)) return null;
  const key = path.slice(STATIC_PREFIX.length);
  return KEY_PATTERN.test(key) && !key.includes('..') ? key : null;
}
