import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

/**
 * Known-device tokens (decision 0011): a login answers a `device-token` for this browser and
 * that account; later logins to the account send it back in the `device-token` header, so the
 * owner is not held by the cool-down others' failed attempts put on the account. Kept in
 * localStorage by a hash of the email (not the email itself), a few accounts at most.
 */
export const DEVICE_HEADER = 'device-token';
const MAX_ACCOUNTS = 10;

/** FNV-1a of the lower-cased email: a key, not a secret. */
function accountKey(email: string): string {
  let hash = 0x811c9dc5;
  for (const char of email.trim().toLowerCase()) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

function readAll(): [string, string][] {
  try {
    const parsed = JSON.parse(readStorage(STORAGE_KEYS.deviceTokens) ?? '[]') as unknown;
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is [string, string] =>
        Array.isArray(entry) &&
        entry.length === 2 &&
        typeof entry[0] === 'string' &&
        typeof entry[1] === 'string',
    );
  } catch {
    return [];
  }
}

export function getDeviceToken(email: string): string | null {
  const key = accountKey(email);
  return readAll().find(([entryKey]) => entryKey === key)?.[1] ?? null;
}

/** Keeps the token of the account logged in to, most recent first. */
export function rememberDeviceToken(email: string, token: string | undefined): void {
  if (!token) return;
  const key = accountKey(email);
  const next = [
    [key, token] as [string, string],
    ...readAll().filter(([entryKey]) => entryKey !== key),
  ].slice(0, MAX_ACCOUNTS);
  writeStorage(STORAGE_KEYS.deviceTokens, JSON.stringify(next));
}

/** The `device-token` header for a login to this account, when this browser has one. */
export function deviceHeaders(email: string): Record<string, string> {
  const token = getDeviceToken(email);
  return token ? { [DEVICE_HEADER]: token } : {};
}
