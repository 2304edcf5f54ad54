import { describe, expect, it } from 'vitest';
import type { ProductPage } from '@mall/contract/catalog';
import { seedCatalog, type CatalogFixture } from '../../test/catalog-fixtures';
import { envelope, get } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

let f: CatalogFixture;
const t = useTestApp({
  reset: 'cache',
  seed: async ({ db }) => {
    f = await seedCatalog(db);
  },
});

async function search(
  term: string,
  query: Record<string, string> = {},
  lang?: string,
): Promise<ProductPage> {
  const body = envelope<ProductPage>(
    await get(t.app, `/search/${encodeURIComponent(term)}`, query, lang ? { lang } : {}),
  );
  expect(body.code, JSON.stringify(body)).toBe(200);
  return body.data;
}
const ids = (page: ProductPage) => page.list.map((p) => p.id);

describe('GET /search/{term}: matching', () => {
  it('finds a word of a name, ranking a name above a short description; hidden products never', async () => {
    const page = await search('headphones');
    expect(ids(page)).toEqual([f.product.headphones, f.product.speaker]);
    expect(page).toMatchObject({ total: 2, page: 1, pagesize: 15 });
    expect(ids(await search('HEADPHONES'))).toEqual([f.product.headphones, f.product.speaker]);
  });

  it('tolerates a typo', async () => {
    expect(ids(await search('headphnes'))[0]).toBe(f.product.headphones);
    expect(ids(await search('wireles headphone'))[0]).toBe(f.product.headphones);
    expect(ids(await search('runing shoes'))[0]).toBe(f.product.shoes);
  });

  it('matches words in any language and prefixes of words', async () => {
    expect(ids(await search('auriculares'))).toEqual([f.product.headphones]);
    expect(ids(await search('zapatillas'))).toEqual([f.product.shoes]);
    expect(ids(await search('envolvente'))).toEqual([f.product.headphones]);
    expect(ids(await search('head'))[0]).toBe(f.product.headphones);
    expect(ids(await search('teléfono'))).toEqual([f.product.phone]);
  });

  it('finds a Chinese word inside a name', async () => {
    expect(ids(await search('降噪'))).toEqual([f.product.headphones]);
    expect(ids(await search('耳机'))).toEqual([f.product.headphones]);
    expect(ids(await search('手机壳'))).toEqual([f.product.phoneCase]);
    const zh = await search('跑步', {}, 'zh');
    expect(zh.list.map((p) => p.name)).toEqual(['跑步鞋']);
  });

  it('ranks whole-word name matches first', async () => {
    const page = await search('phone');
    expect(ids(page).slice(0, 2).sort()).toEqual([f.product.phone, f.product.phoneCase].sort());
    expect(ids(page)).toContain(f.product.speaker);
    expect(ids(await search('wireless headphones'))[0]).toBe(f.product.headphones);
    expect(ids(await search('smart phone'))[0]).toBe(f.product.phone);
  });

  it('matches inside words only for terms of four characters or more, or of unspaced scripts', async () => {
    expect((await search('one')).total).toBe(0);
    expect(ids(await search('hone')).sort()).toEqual(
      [f.product.headphones, f.product.phone, f.product.phoneCase].sort(),
    );
    expect(ids(await search('壳'))).toEqual([f.product.phoneCase]);
  });

  it('answers an empty page when nothing matches', async () => {
    expect(await search('xylophonequartz')).toEqual({ list: [], total: 0, page: 1, pagesize: 15 });
  });

  it('treats LIKE wildcards, quotes and query operators as plain text', async () => {
    for (const term of ['%', '_', "'", '\\', 'a:b & c | !d', '(head', '*', '"phone"', 'phone:*']) {
      const page = await search(term);
      expect(page.total, term).toBeGreaterThanOrEqual(0);
    }
    expect((await search('%')).total).toBe(0);
    expect((await search('_')).total).toBe(0);
  });
});

describe('GET /search/{term}: filters, sorts, pages', () => {
  it('filters by category (with subcategories), brand and price', async () => {
    expect(
      ids(await search('phone', { category_id: String(f.category.phones), sort: 'price_asc' })),
    ).toEqual([f.product.phoneCase, f.product.phone]);
    expect(
      ids(
        await search('phone', {
          category_id: String(f.category.electronics),
          brand_id: String(f.brand.voltix),
          sort: 'price_asc',
        }),
      ),
    ).toEqual([f.product.headphones, f.product.phone]);
    expect(ids(await search('phone', { min_price: '100', max_price: '200' }))).toEqual([
      f.product.speaker,
    ]);
  });

  it('sorts by price, sales or age instead of relevance when asked', async () => {
    expect(ids(await search('phone', { sort: 'price_desc' }))).toEqual([
      f.product.phone,
      f.product.speaker,
      f.product.headphones,
      f.product.phoneCase,
    ]);
    expect(ids(await search('phone', { sort: 'sales' }))).toEqual([
      f.product.phone,
      f.product.headphones,
      f.product.speaker,
      f.product.phoneCase,
    ]);
    expect(ids(await search('phone', { sort: 'new' }))).toEqual([
      f.product.phoneCase,
      f.product.speaker,
      f.product.headphones,
      f.product.phone,
    ]);
  });

  it('pages the ranked list', async () => {
    const all = ids(await search('phone'));
    const second = await search('phone', { pagesize: '1', page: '2' });
    expect(ids(second)).toEqual([all[1]]);
    expect(second).toMatchObject({ total: all.length, page: 2, pagesize: 1 });
  });

  it('rejects a term over 100 characters and malformed filters', async () => {
    expect(envelope(await get(t.app, `/search/${'a'.repeat(101)}`))).toMatchObject({
      code: 1000008,
      data: { field: 'term' },
    });
    expect(envelope(await get(t.app, '/search/phone', { sort: 'cheap' }))).toMatchObject({
      code: 1000008,
      data: { field: 'sort' },
    });
    expect(envelope(await get(t.app, '/search/%20%20'))).toMatchObject({
      code: 1000009,
      data: { field: 'term' },
    });
  });
});
