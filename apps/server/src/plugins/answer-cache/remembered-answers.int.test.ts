import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ProductPage } from '@mall/contract/catalog';
import { products } from '../../db/schema/index';
import { seedCatalog, type CatalogFixture } from '../../test/catalog-fixtures';
import { loggedInUser } from '../../test/fixtures';
import { envelope, get } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

let f: CatalogFixture;
let token = '';
const t = useTestApp({
  reset: 'none',
  seed: async ({ app, db }) => {
    f = await seedCatalog(db);
    token = (await loggedInUser(app, db)).token;
  },
});

const URL = '/customer/product/get_hot_list';
/** How often the handler reached the catalogue cache during `task`. */
async function handlerRuns(task: () => Promise<unknown>): Promise<number> {
  const before = t.app.catalogCache.stats();
  await task();
  const after = t.app.catalogCache.stats();
  return after.hits + after.misses - (before.hits + before.misses);
}

describe('remembered answers', () => {
  it('answer a repeated anonymous GET without running the handler, the same bytes as before', async () => {
    t.app.catalogCache.clear();
    const first = await get(t.app, URL, { pagesize: '3' });
    let second = first;
    expect(await handlerRuns(async () => (second = await get(t.app, URL, { pagesize: '3' })))).toBe(
      0,
    );
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    // Another URL, another lang or a token go the long way.
    expect(await handlerRuns(() => get(t.app, URL, { pagesize: '4' }))).toBe(1);
    expect(await handlerRuns(() => get(t.app, URL, { pagesize: '3' }, { lang: 'zh' }))).toBe(1);
    expect(await handlerRuns(() => get(t.app, URL, { pagesize: '3' }, { token }))).toBe(1);
  });

  it('end with the catalogue cache: a change shows at once after a clear', async () => {
    const db = t.testDb.database.db;
    const names = async () =>
      envelope<ProductPage>(await get(t.app, URL, { pagesize: '3' })).data.list.map((p) => p.name);
    const before = await names();
    expect(before.length).toBeGreaterThan(0);
    await db
      .update(products)
      .set({ name_en: 'Renamed shoes' })
      .where(eq(products.id, f.product.shoes));
    try {
      t.app.catalogCache.clear();
      expect(await handlerRuns(names)).toBe(1);
      expect(await names()).toContain('Renamed shoes');
    } finally {
      await db
        .update(products)
        .set({ name_en: 'Running Shoes' })
        .where(eq(products.id, f.product.shoes));
      t.app.catalogCache.clear();
    }
  });

  it('are never made from an error answer or a per-viewer answer', async () => {
    for (let i = 0; i < 2; i += 1)
      expect(envelope(await get(t.app, '/brand/999999')).code).toBe(2000019);
    expect(await handlerRuns(() => get(t.app, '/brand/999999'))).toBeGreaterThan(0);
    const shop = `/shop/${f.shop.gadget}/1`;
    await get(t.app, shop);
    expect(await handlerRuns(() => get(t.app, shop))).toBe(1);
  });
});

describe('remembered answers and their limits', () => {
  const limited = useTestApp({
    reset: 'none',
    env: { RATE_LIMIT_PER_MINUTE: '3' },
    catalogCache: { ttlMs: 200 },
    seed: ({ db }) => seedCatalog(db),
  });

  it('are rate limited like any answer, and end with their value’s lifetime', async () => {
    const call = () =>
      limited.app.inject({ url: `/api${URL}?pagesize=2`, remoteAddress: '10.0.0.7' });
    expect((await call()).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(429);
    const other = () =>
      limited.app.inject({ url: `/api${URL}?pagesize=2`, remoteAddress: '10.0.0.8' });
    const before = limited.app.catalogCache.stats().misses;
    await other();
    await new Promise((resolve) => setTimeout(resolve, 250));
    await other();
    expect(limited.app.catalogCache.stats().misses).toBe(before + 1);
  });
});
