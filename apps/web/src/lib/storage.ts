/** Every key the web app keeps in browser storage (spec section 3: access-token, lang, ad timestamp). */
export const STORAGE_KEYS = {
  token: 'access-token',
  lang: 'lang',
  adTimestamp: 'ad_timestamp',
  currency: 'currency',
  recentSearches: 'recent_searches',
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

/** Logout keeps nothing (spec section 4). */
export function clearAllStorage(): void {
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // ignored
  }
}
