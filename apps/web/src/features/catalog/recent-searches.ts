import { createStore, useStore } from '../../lib/create-store';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../lib/storage';

/** Recent searches stay on this device only (localStorage), newest first. */
export const RECENT_SEARCHES_MAX = 10;
const TERM_MAX = 100;

function load(): string[] {
  try {
    const parsed: unknown = JSON.parse(readStorage(STORAGE_KEYS.recentSearches) ?? '[]');
    return Array.isArray(parsed)
      ? parsed
          .filter((t): t is string => typeof t === 'string' && t.trim() !== '')
          .slice(0, RECENT_SEARCHES_MAX)
      : [];
  } catch {
    return [];
  }
}

const store = createStore<readonly string[]>(load());

function save(next: readonly string[]): void {
  store.set(next);
  writeStorage(STORAGE_KEYS.recentSearches, JSON.stringify(next));
}

export function readRecentSearches(): readonly string[] {
  store.set(load());
  return store.get();
}

/** Puts a term first; the same term in another case or spacing is not kept twice. */
export function addRecentSearch(term: string): void {
  const clean = term.trim().replace(/\s+/g, ' ').slice(0, TERM_MAX);
  if (!clean) return;
  const key = clean.toLocaleLowerCase();
  save(
    [clean, ...load().filter((t) => t.toLocaleLowerCase() !== key)].slice(0, RECENT_SEARCHES_MAX),
  );
}

export function removeRecentSearch(term: string): void {
  save(load().filter((t) => t !== term));
}

export function clearRecentSearches(): void {
  save([]);
}

export function useRecentSearches(): readonly string[] {
  return useStore(store);
}
