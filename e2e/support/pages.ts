import { afterEach, beforeEach, expect } from 'vitest';
import type { Browser } from 'playwright-core';
import { openPage, type TrackedPage, type ViewportName } from './browser';

/**
 * A fresh page for every test, so that no storage, session or place is carried over from
 * another test: opened at the viewport before each test (then `prepare`d), closed after it,
 * when it must have logged no console or page error. `where` tells the browser and the
 * server's URL once `beforeAll` has started them. The answer stands for the current test's
 * page: read it in tests only.
 */
export function usePage(
  where: () => { browser: Browser; url: string },
  viewport: ViewportName,
  prepare?: (tracked: TrackedPage) => Promise<unknown>,
): TrackedPage {
  let current: TrackedPage | undefined;
  beforeEach(async () => {
    const { browser, url } = where();
    const tracked = await openPage(browser, viewport, url);
    await prepare?.(tracked);
    current = tracked;
  });
  afterEach(async () => {
    const tracked = current;
    current = undefined;
    if (!tracked) return;
    await tracked.context.close();
    expect(tracked.errors).toEqual([]);
  });
  const target = (): TrackedPage => {
    if (!current) throw new Error('usePage: the page is open during a test only');
    return current;
  };
  return new Proxy({} as TrackedPage, { get: (_, key) => Reflect.get(target(), key) });
}
