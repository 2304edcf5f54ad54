import { describe, expect, it } from 'vitest';
import type { ProductDetail, ProductPage } from '@mall/contract/catalog';
import { seedDemo } from '../../db/seed/seed-demo';
import { loggedInUser } from '../../test/fixtures';
import { envelope, get, post } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

/**
 * On the demo catalogue (150 products, reviews, blog posts): how many SQL statements each
 * call sends, whatever the page size, and search on realistic names.
 */
let token = '';
const t = useTestApp({
  reset: 'none',
  timeout: 120_000,
  seed: async ({ app, testDb }) => {
    await seedDemo(testDb.database, app.storage);
    token = (await loggedInUser(app, testDb.database.db)).token;
  },
});

async function queriesOf(
  task: () => Promise<{ statusCode: number; body: string }>,
): Promise<number> {
  t.app.catalogCache.clear();
  const before = t.testDb.queries.count;
  const response = await task();
  const count = t.testDb.queries.count - before;
  expect(response.statusCode).toBe(200);
  expect(JSON.parse(response.body)).toMatchObject({ code: 200 });
  return count;
}

type Call = [
  name: string,
  method: 'GET' | 'POST',
  url: string,
  query: Record<string, string>,
  auth: boolean,
];

/**
 * Every call with the statements it may send: lists at most 2, details at most 3. The shop page
 * is a detail (the shop, live) with a page of its products (cached).
 */
const BUDGETS: [Call, number][] = [
  [['get-all-brand', 'POST', '/customer/index/get-all-brand', {}, false], 1],
  [['get-all-category', 'POST', '/customer/index/get-all-category', {}, false], 1],
  [['get-first-category', 'GET', '/customer/index/get-first-category', {}, false], 1],
  [['series-categorys', 'GET', '/customer/index/series-categorys', { id: '1' }, false], 1],
  [['brand', 'GET', '/brand/2', { sort: 'price_desc' }, false], 2],
  [
    [
      'category',
      'GET',
      '/category/1/1',
      { brand_id: '1', min_price: '1', max_price: '900', sort: 'price_asc' },
      false,
    ],
    2,
  ],
  [['shop', 'GET', '/shop/1/1', { sort: 'sales' }, false], 2],
  [['shop, logged in', 'GET', '/shop/1/1', {}, true], 3],
  [['search', 'GET', '/search/headphnes', { category_id: '1', min_price: '1' }, false], 1],
  [['category/top3', 'GET', '/category/top3', {}, false], 1],
  [
    [
      'get_all_products',
      'GET',
      '/customer/product/get_all_products',
      {
        category_id: '1',
        brand_id: '1',
        shop_id: '1',
        min_price: '1',
        max_price: '1000',
        sort: 'price_desc',
      },
      false,
    ],
    1,
  ],
  [['get_hot_list', 'GET', '/customer/product/get_hot_list', {}, false], 1],
  [['get_new', 'GET', '/customer/product/get_new', {}, false], 1],
  [['get_recommend', 'GET', '/customer/product/get_recommend', {}, false], 1],
  [
    [
      'get_recommend_list',
      'GET',
      '/customer/product/get_recommend_list',
      { product_id: '3' },
      false,
    ],
    1,
  ],
  [['comments', 'GET', '/customer/product/comments', { id: '1' }, false], 1],
  [['detail', 'GET', '/customer/product/detail', { id: '3' }, false], 1],
  [['detail, logged in', 'GET', '/customer/product/detail', { id: '3' }, true], 3],
  [['wishlist/add', 'POST', '/customer/wishlist/add', { product_id: '3' }, true], 2],
  [['wishlist/index', 'GET', '/customer/wishlist/index', {}, true], 2],
  [['wishlist/remove', 'POST', '/customer/wishlist/remove', { product_id: '3' }, true], 2],
  [['shop/follow', 'POST', '/customer/shop/follow', { shop_id: '1' }, true], 2],
  [['shop/followed', 'GET', '/customer/shop/followed', {}, true], 2],
  [['shop/unfollow', 'POST', '/customer/shop/unfollow', { shop_id: '1' }, true], 2],
  [['blog/list', 'GET', '/blog/list', {}, false], 2],
  [['blog/detail', 'GET', '/blog/detail', { id: '1' }, false], 1],
];

describe('SQL statements per call (the session lookup of a logged-in call included)', () => {
  const cases = BUDGETS.map(([call, budget]) => ({ name: call[0], call, budget }));
  it.each(cases)(
    '$name: $budget, with pagesize 1 and 100',
    async ({ call: [, method, url, query, auth], budget }) => {
      const options = auth ? { token } : {};
      for (const pagesize of ['1', '100']) {
        const params = { ...query, pagesize };
        const count = await queriesOf(() =>
          method === 'GET' ? get(t.app, url, params, options) : post(t.app, url, params, options),
        );
        expect(count, `${url} pagesize ${pagesize}`).toBe(budget);
      }
    },
  );

  it('lists really hold 100 items at pagesize 100', async () => {
    const page = envelope<ProductPage>(
      await get(t.app, '/customer/product/get_all_products', { pagesize: '100' }),
    ).data;
    expect(page.list).toHaveLength(100);
    expect(page.total).toBe(150);
    expect(page.list.some((p) => p.rating > 0)).toBe(true);
  });
});

describe('search on the demo catalogue', () => {
  it('finds headphones by a typo, by Chinese and by Spanish words, relevant first', async () => {
    for (const [term, lang] of [
      ['headphnes', 'en'],
      ['headphones', 'en'],
      ['耳机', 'zh'],
      ['auriculares', 'es'],
    ] as const) {
      const page = envelope<ProductPage>(
        await get(t.app, `/search/${encodeURIComponent(term)}`, { pagesize: '5' }, { lang }),
      ).data;
      expect(page.total, term).toBeGreaterThan(0);
      const first = page.list[0];
      if (!first) throw new Error(`nothing found for ${term}`);
      const detail = envelope<ProductDetail>(
        await get(t.app, '/customer/product/detail', { id: String(first.id) }),
      ).data;
      expect(detail.name.toLowerCase(), term).toContain('headphones');
      expect(detail.category.name).toBe('Headphones & Audio');
    }
  });
});
