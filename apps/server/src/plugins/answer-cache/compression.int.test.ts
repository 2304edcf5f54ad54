import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { seedCatalog } from '../../test/catalog-fixtures';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp({ reset: 'none', seed: ({ db }) => seedCatalog(db) });

const URL = '/api/customer/product/get_all_products?pagesize=20';
const list = (encoding?: string) =>
  t.app.inject({
    url: URL,
    headers: encoding === undefined ? {} : { 'accept-encoding': encoding },
  });

describe('cached answers', () => {
  it('are compressed once per encoding and sent as the same bytes, the same JSON as plain', async () => {
    const plain = await list();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    const first = await list('gzip, deflate, br');
    const second = await list('gzip, deflate, br');
    expect(first.headers['content-encoding']).toBe('br');
    expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(plain.body);
    const gzip = await list('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('change with the catalogue', async () => {
    const before = (await list('br')).rawPayload;
    t.app.catalogCache.clear();
    const other = await t.app.inject({
      url: `${URL}&sort=price_asc`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(other.rawPayload.equals(before)).toBe(false);
    expect(brotliDecompressSync((await list('br')).rawPayload).toString()).toBe(
      (await list()).body,
    );
  });

  it('leave answers that are not cached to the general compression', async () => {
    const plain = await t.app.inject({
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(plain.headers['content-encoding']).toBe('gzip');
  });
});
