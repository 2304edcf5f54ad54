/** Every key the web app keeps in browser storage (spec section 3: access-token, lang, ad timestamp). */
export const STORAGE_KEYS = {
  token: 'access-token',
  lang: 'lang',
  adTimestamp: 'ad_timestamp',
  currency: 'currency',
  recentSearches: 'recent_searches',
  /** Known-device tokens by account (lib/device-token.ts); kept at logout. */
  deviceTokens: 'device_tokens',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

// Storage can throw (private mode, quota, disabled cookies): the app keeps working without it.
export function readStorage(key: StorageKey): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // ignored: the value still lives in memory for this visit
  }
}

export function removeStorage(key: StorageKey): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // ignored
  }
}

/**
 * Logout keeps nothing (spec section 4) but the known-device tokens: they say this browser
 * once logged in to an account, give no access without its password, and let its owner log
 * in while others' failed attempts hold the account (decision 0011).
 */
export function clearAllStorage(): void {
  const deviceTokens = readStorage(STORAGE_KEYS.deviceTokens);
  try {
    localStorage.clear();
    if (deviceTokens) localStorage.setItem(STORAGE_KEYS.deviceTokens, deviceTokens);
    sessionStorage.clear();
  } catch {
    // ignored
  }
}
