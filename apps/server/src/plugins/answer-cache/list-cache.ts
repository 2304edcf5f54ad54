import { markShared, releaseShared } from './serializer';

/**
 * An in-memory cache of list answers, keyed by call, parameters and lang. Entries live at
 * most `ttlMs` (a safety net: changes clear the cache explicitly) and the oldest go first
 * beyond `maxEntries`. Concurrent misses of one key share one load, and a load that started
 * before a clear never stores its (possibly stale) answer. Cached answers are shared:
 * callers must not change them, and answers carrying one are serialised once
 * (serializer.ts beside this file).
 */
export interface ListCacheOptions {
  ttlMs: number;
  maxEntries: number;
}

export interface ListCacheStats {
  hits: number;
  misses: number;
  clears: number;
  size: number;
}

interface Entry {
  expires: number;
  value: unknown;
}

export class ListCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<unknown>>();
  private generation = 0;
  private readonly counters = { hits: 0, misses: 0, clears: 0 };

  constructor(private readonly options: ListCacheOptions) {}

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    if (entry && entry.expires > Date.now()) {
      this.counters.hits += 1;
      return entry.value as T;
    }
    if (entry) this.drop(key, entry);
    const pending = this.loading.get(key);
    if (pending) {
      this.counters.hits += 1;
      return pending as Promise<T>;
    }
    this.counters.misses += 1;
    const generation = this.generation;
    const promise = load().then((value) => {
      if (generation === this.generation) this.store(key, value);
      return value;
    });
    this.loading.set(key, promise);
    const forget = () => {
      if (this.loading.get(key) === promise) this.loading.delete(key);
    };
    promise.then(forget, forget);
    return promise;
  }

  clear(): void {
    this.generation += 1;
    for (const entry of this.entries.values()) releaseShared(entry.value);
    this.entries.clear();
    this.loading.clear();
    this.counters.clears += 1;
  }

  stats(): ListCacheStats {
    return { ...this.counters, size: this.entries.size };
  }

  private drop(key: string, entry: Entry): void {
    this.entries.delete(key);
    releaseShared(entry.value);
  }

  private store(key: string, value: unknown): void {
    if (this.options.ttlMs <= 0) return;
    const previous = this.entries.get(key);
    if (previous) this.drop(key, previous);
    const expires = Date.now() + this.options.ttlMs;
    this.entries.set(key, { expires, value: markShared(value, expires) });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      const evicted = this.entries.get(oldest.value);
      if (evicted) this.drop(oldest.value, evicted);
    }
  }
}

/**
 * A cache key: the call's name, the lang and its defined parameters in a stable order. Names
 * are identifiers and values JSON, so different parameters never give one key. Built on every
 * cached answer: a plain loop, no intermediate arrays.
 */
export function cacheKey(call: string, params: Record<string, unknown>, lang: string): string {
  let key = `${call}#${lang}`;
  for (const name of Object.keys(params).sort()) {
    const value = params[name];
    if (value !== undefined) key += `#${name}=${JSON.stringify(value)}`;
  }
  return key;
}
