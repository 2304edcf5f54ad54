import type { ProductPage } from '@mall/contract/catalog';
import { describe, expect, it } from 'vitest';
import { seedCatalog, type CatalogFixture } from '../../test/catalog-fixtures';
import { envelope, get } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

/** Price filters take any amount the contract accepts (up to 10,000,000,000 USD), never a 500. */
describe('price filters at the edges of the money range', () => {
  let f: CatalogFixture;
  const t = useTestApp({
    reset: 'none',
    seed: async ({ db }) => {
      f = await seedCatalog(db);
    },
  });

  const list = (data: ProductPage | { products: ProductPage }) =>
    ('products' in data ? data.products : data).list;
  const urls = () => [
    '/customer/product/get_all_products',
    `/category/${f.category.electronics}/1`,
    '/search/phone',
  ];

  it('a filter beyond the int4 range of cents is a plain filter', async () => {
    for (const url of urls()) {
      for (const query of [
        { max_price: '99999999' },
        { max_price: '10000000000' },
        { max_price: '21474836.48' },
      ]) {
        const body = envelope<ProductPage | { products: ProductPage }>(
          await get(t.app, url, query),
        );
        expect(body.code, `${url} ${JSON.stringify(query)}`).toBe(200);
        expect(list(body.data).length).toBeGreaterThan(0);
      }
      const none = envelope<ProductPage | { products: ProductPage }>(
        await get(t.app, url, { min_price: '99999999.99' }),
      );
      expect(none.code).toBe(200);
      expect(list(none.data)).toEqual([]);
    }
  });

  it('beyond the API maximum is 1000008 with the reason', async () => {
    for (const url of urls()) {
      for (const field of ['min_price', 'max_price']) {
        for (const value of ['10000000000.01', '99999999999999', '9999999999999.99']) {
          expect(
            envelope(await get(t.app, url, { [field]: value })),
            `${url} ${field}=${value}`,
          ).toMatchObject({
            code: 1000008,
            data: { field, reason: 'at most 10000000000' },
          });
        }
      }
    }
  });
});
