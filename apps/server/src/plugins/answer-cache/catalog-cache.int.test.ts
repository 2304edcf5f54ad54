import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Brand, ProductDetail, ProductPage } from '@mall/contract/catalog';
import { eq, sql } from 'drizzle-orm';
import { buildApp, type App } from '../../app';
import { openPostgres, type Database } from '../../db/client';
import { brands, products } from '../../db/schema/index';
import { createLocalStorage } from '../../storage/local-storage';
import { seedCatalog, type CatalogFixture } from '../../test/catalog-fixtures';
import { loggedInUser } from '../../test/fixtures';
import { envelope, get, post } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { DEFAULT_CATALOG_CACHE } from './catalog-cache';

/** The second instance clears this long after a row change (the first one never does). */
const ROW_CHANGE_DELAY_MS = 1_000;

let f: CatalogFixture;
let adminToken = '';
let userToken = '';
const t = useTestApp({
  reset: 'cache',
  seed: async ({ app, db }) => {
    f = await seedCatalog(db);
    adminToken = (await loggedInUser(app, db, { roles: ['admin'] })).token;
    userToken = (await loggedInUser(app, db)).token;
  },
});

/** The statements a call sends to the database. */
async function queriesOf(task: () => Promise<unknown>): Promise<number> {
  const before = t.testDb.queries.count;
  await task();
  return t.testDb.queries.count - before;
}

const hot = (app: App = t.app, lang = 'en') =>
  get(app, '/customer/product/get_hot_list', { pagesize: '2' }, { lang }).then(
    (r) => envelope<ProductPage>(r).data,
  );
const brandNames = (app: App = t.app) =>
  post(app, '/customer/index/get-all-brand').then((r) =>
    envelope<{ list: Brand[] }>(r).data.list.map((b) => b.name),
  );

describe('the list cache', () => {
  it('answers a repeated list from memory, per parameters and lang', async () => {
    expect(await queriesOf(() => hot())).toBe(1);
    expect(await queriesOf(() => hot())).toBe(0);
    expect(await queriesOf(() => hot(t.app, 'zh'))).toBe(1);
    expect(
      await queriesOf(() => get(t.app, '/customer/product/get_hot_list', { pagesize: '3' })),
    ).toBe(1);
    expect(await queriesOf(() => brandNames())).toBe(1);
    expect(await queriesOf(() => brandNames())).toBe(0);
    const stats = t.app.catalogCache.stats();
    // The repeated GET is answered before its handler (remembered-answers.ts); the POST hits the cache.
    expect(stats.hits).toBeGreaterThanOrEqual(1);
    expect(stats.size).toBeGreaterThanOrEqual(4);
  });

  it('caches every public list call', async () => {
    const calls: [string, string, Record<string, string>][] = [
      ['POST', '/customer/index/get-all-category', {}],
      ['GET', '/customer/index/get-first-category', {}],
      ['GET', '/customer/index/series-categorys', { id: String(f.category.electronics) }],
      ['GET', `/brand/${f.brand.voltix}`, {}],
      ['GET', `/category/${f.category.electronics}/1`, { brand_id: String(f.brand.voltix) }],
      ['GET', '/search/phone', { sort: 'sales' }],
      ['GET', '/category/top3', {}],
      ['GET', '/customer/product/get_all_products', { min_price: '10' }],
      ['GET', '/customer/product/get_new', {}],
      ['GET', '/customer/product/get_recommend', {}],
      ['GET', '/customer/product/get_recommend_list', { product_id: String(f.product.phone) }],
    ];
    for (const [method, url, query] of calls) {
      const call = () => (method === 'GET' ? get(t.app, url, query) : post(t.app, url, query));
      expect(await queriesOf(call), url).toBeGreaterThan(0);
      expect(await queriesOf(call), url).toBe(0);
    }
    // The shop page caches its products; its summary (followers, followed) stays live.
    expect(await queriesOf(() => get(t.app, `/shop/${f.shop.gadget}/1`))).toBe(2);
    expect(await queriesOf(() => get(t.app, `/shop/${f.shop.gadget}/1`))).toBe(1);
  });

  it('does not cache an error answer', async () => {
    expect(envelope(await get(t.app, '/brand/999999')).code).toBe(2000019);
    expect(await queriesOf(() => get(t.app, '/brand/999999'))).toBeGreaterThan(0);
  });

  it('keeps answering the cached list until the catalogue is invalidated', async () => {
    const db = t.testDb.database.db;
    const before = await hot();
    await db
      .update(products)
      .set({ sales: 0, stockReceived: 10 })
      .where(eq(products.id, f.product.shoes));
    try {
      expect(await hot()).toEqual(before);
      await t.app.invalidateCatalog();
      const after = await hot();
      expect(after.list.map((p) => p.id)).not.toContain(f.product.shoes);
    } finally {
      await db
        .update(products)
        .set({ sales: 1200, stockReceived: 1210 })
        .where(eq(products.id, f.product.shoes));
    }
  });
});

describe('GET /customer/product/clear_product_cache', () => {
  it('lets an admin clear the cache', async () => {
    await hot();
    expect(await queriesOf(() => hot())).toBe(0);
    const body = envelope(
      await get(t.app, '/customer/product/clear_product_cache', {}, { token: adminToken }),
    );
    expect(body).toMatchObject({ code: 200, data: { cleared: true } });
    expect(t.app.catalogCache.stats().size).toBe(0);
    expect(await queriesOf(() => hot())).toBe(1);
  });

  it('is for admins only', async () => {
    await hot();
    expect(envelope(await get(t.app, '/customer/product/clear_product_cache'))).toMatchObject({
      code: 1100003,
    });
    expect(
      envelope(
        await get(t.app, '/customer/product/clear_product_cache', {}, { token: 'x'.repeat(43) }),
      ),
    ).toMatchObject({
      code: 1000004,
    });
    expect(
      envelope(await get(t.app, '/customer/product/clear_product_cache', {}, { token: userToken })),
    ).toMatchObject({
      code: 1000008,
      data: { reason: 'forbidden' },
    });
    expect(await queriesOf(() => hot())).toBe(0);
  });
});

describe('several instances on one database', () => {
  let second: App;
  let secondDatabase: Database | null = null;

  beforeAll(async () => {
    // On PostgreSQL the second instance has its own pool and listener connection, as another
    // process would; PGlite has one connection per process, so the instances share it.
    const url = t.testDb.url;
    secondDatabase = url ? await openPostgres(url, 4) : null;
    second = await buildApp({
      config: t.config,
      database: secondDatabase ?? t.testDb.database,
      storage: createLocalStorage(t.mediaDir),
      catalogCache: { ...DEFAULT_CATALOG_CACHE, rowChangeDelayMs: ROW_CHANGE_DELAY_MS },
    });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await secondDatabase?.close();
  });

  async function eventually(check: () => Promise<boolean>, withinMs = 2_000): Promise<void> {
    for (const deadline = Date.now() + withinMs; Date.now() < deadline;) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the other instance never saw the change');
  }

  it('a clear on one instance reaches the other through NOTIFY', async () => {
    const db = t.testDb.database.db;
    second.catalogCache.clear();
    expect(await brandNames(second)).toContain('Unused');
    await db.update(brands).set({ name_en: 'Renamed' }).where(eq(brands.id, f.brand.unused));
    try {
      // The second instance still answers from its cache (row changes clear it a second later)...
      expect(await brandNames(second)).toContain('Unused');
      const clears = second.catalogCache.stats().clears;
      // ...until the admin clears the cache on the first one.
      const body = envelope(
        await get(t.app, '/customer/product/clear_product_cache', {}, { token: adminToken }),
      );
      expect(body.code).toBe(200);
      await eventually(async () => second.catalogCache.stats().clears > clears);
      expect(await brandNames(second)).toContain('Renamed');
      // And the other way round, through invalidateCatalog (what product changes call).
      expect(await brandNames(t.app)).toContain('Renamed');
      await db.update(brands).set({ name_en: 'Unused' }).where(eq(brands.id, f.brand.unused));
      const firstClears = t.app.catalogCache.stats().clears;
      await second.invalidateCatalog();
      await eventually(async () => t.app.catalogCache.stats().clears > firstClears);
      expect(await brandNames(t.app)).toContain('Unused');
    } finally {
      await db.update(brands).set({ name_en: 'Unused' }).where(eq(brands.id, f.brand.unused));
    }
  });

  it('a row change (an order taking stock, a review) clears every instance, once per burst', async () => {
    const db = t.testDb.database.db;
    second.catalogCache.clear();
    const before = await hot(second);
    const top = before.list[0];
    if (!top) throw new Error('no hot product');
    const detail = () =>
      get(second, '/customer/product/detail', { id: String(top.id) }).then(
        (r) => envelope<ProductDetail>(r).data,
      );
    expect((await detail()).stock).toBe(top.stock);
    const clears = second.catalogCache.stats().clears;
    // Five orders in a row, each its own transaction, as checkouts would.
    for (let i = 0; i < 5; i += 1) {
      await db
        .update(products)
        .set({ stock: sql`${products.stock} - 1`, sales: sql`${products.sales} + 1` })
        .where(eq(products.id, top.id));
    }
    try {
      await eventually(async () => (await hot(second)).list[0]?.sales === top.sales + 5, 10_000);
      expect((await detail()).stock).toBe(top.stock - 5);
      await new Promise((resolve) => setTimeout(resolve, ROW_CHANGE_DELAY_MS + 300));
      const made = second.catalogCache.stats().clears - clears;
      expect(made).toBeGreaterThan(0);
      expect(made).toBeLessThan(5);
    } finally {
      await db
        .update(products)
        .set({ stock: sql`${products.stock} + 5`, sales: sql`${products.sales} - 5` })
        .where(eq(products.id, top.id));
    }
  });

  it('listens again after the database ends its LISTEN connection, clearing what it may have missed', async () => {
    if (!t.testDb.url) return; // PGlite has no connections to lose.
    const admin = t.testDb.database;
    await hot(second);
    const clears = second.catalogCache.stats().clears;
    await admin.exec(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`,
    );
    // Back after a pause, with a clear for the notices it could not hear.
    await eventually(async () => second.catalogCache.stats().clears > clears, 10_000);
    expect(second.catalogCache.stats().size).toBe(0);
    await hot(second);
    const later = second.catalogCache.stats().clears;
    await t.app.invalidateCatalog();
    await eventually(async () => second.catalogCache.stats().clears > later, 10_000);
  });
});
