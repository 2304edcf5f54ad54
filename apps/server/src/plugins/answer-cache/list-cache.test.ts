import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../envelope';
import { isLive, sharedAnswerOf } from './serializer';
import { cacheKey, ListCache } from './list-cache';

afterEach(() => {
  vi.useRealTimers();
});

describe('ListCache', () => {
  it('loads once and answers from memory until the TTL passes', async () => {
    vi.useFakeTimers();
    const cache = new ListCache({ ttlMs: 1000, maxEntries: 10 });
    const load = vi.fn(async () => ({ n: load.mock.calls.length }));
    expect(await cache.get('a', load)).toEqual({ n: 1 });
    expect(await cache.get('a', load)).toEqual({ n: 1 });
    vi.advanceTimersByTime(999);
    expect(await cache.get('a', load)).toEqual({ n: 1 });
    vi.advanceTimersByTime(2);
    expect(await cache.get('a', load)).toEqual({ n: 2 });
    expect(cache.stats()).toMatchObject({ hits: 2, misses: 2, size: 1 });
  });

  it('shares one load between concurrent misses', async () => {
    const cache = new ListCache({ ttlMs: 1000, maxEntries: 10 });
    let release: (value: string) => void = () => {};
    const load = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const both = Promise.all([cache.get('k', load), cache.get('k', load)]);
    release('v');
    expect(await both).toEqual(['v', 'v']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never stores an answer whose load started before a clear', async () => {
    const cache = new ListCache({ ttlMs: 1000, maxEntries: 10 });
    let release: (value: string) => void = () => {};
    const stale = cache.get('k', () => new Promise<string>((resolve) => (release = resolve)));
    cache.clear();
    release('old');
    expect(await stale).toBe('old');
    expect(await cache.get('k', async () => 'new')).toBe('new');
    expect(cache.stats().clears).toBe(1);
  });

  it('does not keep failures', async () => {
    const cache = new ListCache({ ttlMs: 1000, maxEntries: 10 });
    await expect(cache.get('k', async () => Promise.reject(new Error('boom')))).rejects.toThrow(
      'boom',
    );
    expect(await cache.get('k', async () => 'ok')).toBe('ok');
  });

  it('drops the oldest entries beyond its size', async () => {
    const cache = new ListCache({ ttlMs: 1000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    expect(cache.stats().size).toBe(2);
    const load = vi.fn(async () => 'again');
    expect(await cache.get('a', load)).toBe('again');
    expect(await cache.get('c', load)).toBe('c');
  });

  it('keeps nothing with a TTL of 0', async () => {
    const cache = new ListCache({ ttlMs: 0, maxEntries: 2 });
    await cache.get('a', async () => 1);
    expect(cache.stats().size).toBe(0);
  });
});

describe('ListCache and shared answers', () => {
  it('shares what it holds and releases it when it drops it: clear, eviction', async () => {
    const cache = new ListCache({ ttlMs: 60_000, maxEntries: 1 });
    const a = await cache.get('a', async () => ({ n: 1 }));
    const answerA = sharedAnswerOf(ok(a));
    if (!answerA) throw new Error('a is not shared');
    expect(isLive(answerA)).toBe(true);
    const b = await cache.get('b', async () => ({ n: 2 }));
    expect(isLive(answerA)).toBe(false);
    const answerB = sharedAnswerOf(ok(b));
    if (!answerB) throw new Error('b is not shared');
    cache.clear();
    expect(isLive(answerB)).toBe(false);
  });
});

describe('cacheKey', () => {
  it('is stable in parameter order, skips undefined and keeps values apart', () => {
    expect(cacheKey('x', { b: 2, a: 1, c: undefined }, 'en')).toBe(
      cacheKey('x', { a: 1, b: 2 }, 'en'),
    );
    expect(cacheKey('x', { a: 1 }, 'en')).not.toBe(cacheKey('x', { a: 1 }, 'zh'));
    expect(cacheKey('s', { term: 'a&b=1' }, 'en')).not.toBe(
      cacheKey('s', { term: 'a', b: '1' }, 'en'),
    );
  });
});
