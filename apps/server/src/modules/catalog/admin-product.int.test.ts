import { describe, expect, it } from 'vitest';
import type { AdminProduct, AdminProductPage } from '@mall/contract/admin-catalog';
import type { ProductPage } from '@mall/contract/catalog';
import { ErrorCode } from '@mall/contract/errors';
import { eq } from 'drizzle-orm';
import { auditLog, shops } from '../../db/schema/index';
import { seedCatalog, type CatalogFixture } from '../../test/catalog-fixtures';
import {
  auditEntries,
  callAs,
  catalogueCallers,
  expectRefusedToOthers,
  type CatalogueCallers,
} from '../../test/catalogue-staff-fixtures';
import { envelope, get, post } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

let f: CatalogFixture;
let who: CatalogueCallers;
const t = useTestApp({
  reset: 'each',
  seed: async ({ app, db }) => {
    f = await seedCatalog(db);
    who = await catalogueCallers(app, db);
  },
});

const list = async (query: Record<string, string> = {}, lang?: string) =>
  envelope<AdminProductPage>(
    await get(t.app, '/admin/product/index', query, {
      token: who.catalogue.token,
      ...(lang ? { lang } : {}),
    }),
  );
const listIds = async (query: Record<string, string> = {}) =>
  (await list({ pagesize: '50', ...query })).data.list.map((p) => p.id);
const flags = async (input: Record<string, unknown>) =>
  envelope<{ list: AdminProduct[] }>(
    await post(t.app, '/admin/product/flags', input, { token: who.catalogue.token }),
  );
const buyerIds = async (url: string, query: Record<string, string> = {}) =>
  envelope<ProductPage>(await get(t.app, url, { pagesize: '50', ...query })).data.list.map(
    (p) => p.id,
  );

describe('who may call the product routes', () => {
  it('the owner and a catalogue editor; not finance, support, a buyer or a visitor', async () => {
    const calls = [
      { method: 'GET', url: '/admin/product/index', input: {} },
      {
        method: 'POST',
        url: '/admin/product/flags',
        input: { ids: JSON.stringify([f.product.phone]), featured: 1 },
      },
    ] as const;
    for (const call of calls) {
      await expectRefusedToOthers(t.app, who, call);
      for (const role of ['admin', 'catalogue'] as const)
        expect((await callAs(t.app, call, who[role].token)).code, `${call.url} as ${role}`).toBe(
          200,
        );
    }
    // The second call changed nothing: one entry.
    expect(await t.db.$count(auditLog)).toBe(1);
  });

  it('keeps the cache clear route for the catalogue permission', async () => {
    const call = {
      method: 'GET',
      url: '/customer/product/clear_product_cache',
      input: {},
    } as const;
    await expectRefusedToOthers(t.app, who, call);
    expect(await callAs(t.app, call, who.catalogue.token)).toMatchObject({
      code: 200,
      data: { cleared: true },
    });
  });
});

describe('GET /admin/product/index', () => {
  it('lists every product in any state with its shop, category, brand, money and flags', async () => {
    const page = await list({ pagesize: '50' });
    expect(page.data.total).toBe(8);
    const pending = page.data.list.find((p) => p.id === f.product.pending);
    expect(pending).toMatchObject({ status: 'pending', visible: false });
    const headphones = (await list({ q: String(f.product.headphones) }, 'zh')).data.list[0];
    expect(headphones).toEqual({
      id: f.product.headphones,
      name: '无线降噪耳机',
      image: '/static/p/headphones.png',
      shop: { id: f.shop.gadget, name: 'Gadget Harbor', status: 'approved' },
      category: { id: f.category.audio, name: '音频' },
      brand: { id: f.brand.voltix, name: '沃尔提斯' },
      price: 99,
      stock: 10,
      sales: 500,
      status: 'approved',
      hidden: false,
      featured: false,
      recommended: true,
      visible: true,
      created_at: expect.any(String) as string,
    });
  });

  it('searches by name in any language or by id, filters and sorts', async () => {
    expect(await listIds({ q: '耳机' })).toEqual([f.product.headphones]);
    expect(await listIds({ q: 'zapatillas' })).toEqual([f.product.shoes]);
    expect(await listIds({ shop_id: String(f.shop.style) })).toEqual([
      f.product.jacket,
      f.product.shoes,
    ]);
    expect((await listIds({ category_id: String(f.category.electronics) })).length).toBe(6);
    expect(await listIds({ status: 'off' })).toEqual([f.product.off]);
    expect(await listIds({ recommended: '1', sort: 'sales', order: 'asc' })).toEqual([
      f.product.headphones,
      f.product.phone,
      f.product.shoes,
      f.product.pending,
    ]);
    expect((await listIds({ sort: 'price', order: 'asc' }))[0]).toBe(f.product.phoneCase);
    expect((await listIds({ sort: 'price' }))[0]).toBe(f.product.phone);
    await flags({ ids: [f.product.jacket], hidden: 1, featured: 1 });
    expect(await listIds({ hidden: '1' })).toEqual([f.product.jacket]);
    expect(await listIds({ featured: '1' })).toEqual([f.product.jacket]);
    expect((await listIds({ featured: '0' })).length).toBe(7);
    const paged = await list({ pagesize: '3', page: '3', sort: 'stock' });
    expect(paged.data).toMatchObject({ total: 8, page: 3 });
    expect(paged.data.list).toHaveLength(2);
  });

  it('shows a suspended shop’s products as not visible', async () => {
    await t.db.update(shops).set({ status: 'suspended' }).where(eq(shops.id, f.shop.style));
    const shoes = (await list({ q: String(f.product.shoes) })).data.list[0];
    expect(shoes).toMatchObject({ shop: { status: 'suspended' }, visible: false });
  });

  it('refuses malformed filters with the field', async () => {
    for (const [query, field] of [
      [{ sort: 'name' }, 'sort'],
      [{ order: 'sideways' }, 'order'],
      [{ status: 'gone' }, 'status'],
      [{ featured: 'yes' }, 'featured'],
      [{ shop_id: '0' }, 'shop_id'],
      [{ category_id: 'x' }, 'category_id'],
      [{ q: 'a\u0000' }, 'q'],
    ] as const)
      expect(await list(query), field).toMatchObject({
        code: ErrorCode.InvalidParameter,
        data: { field },
      });
  });
});

describe('POST /admin/product/flags', () => {
  it('hides products: they leave the buyer’s lists and search and answer as missing; and back', async () => {
    expect(await buyerIds('/customer/product/get_all_products')).toContain(f.product.speaker);
    const hidden = await flags({ ids: [f.product.speaker, f.product.phoneCase], hidden: 1 });
    expect(hidden.code).toBe(200);
    expect(hidden.data.list.map((p) => [p.id, p.hidden, p.visible])).toEqual([
      [f.product.speaker, true, false],
      [f.product.phoneCase, true, false],
    ]);
    for (const url of [
      '/customer/product/get_all_products',
      '/customer/product/get_new',
      '/customer/product/get_hot_list',
      '/search/speaker',
    ])
      expect(await buyerIds(url), url).not.toContain(f.product.speaker);
    expect(
      envelope(await get(t.app, '/customer/product/detail', { id: String(f.product.speaker) }))
        .code,
    ).toBe(ErrorCode.ProductInvalid);
    const entries = await auditEntries(t.app, who.admin.token, 'product.flags');
    expect(entries.map((e) => e.record).sort()).toEqual(
      [`product:${f.product.speaker}`, `product:${f.product.phoneCase}`].sort(),
    );
    expect(entries[0]).toMatchObject({
      actor: { id: who.catalogue.id },
      before: { hidden: false, featured: false, recommended: false },
      after: { hidden: true, featured: false, recommended: false },
    });
    await flags({ ids: JSON.stringify([f.product.speaker]), hidden: 0 });
    expect(await buyerIds('/search/speaker')).toContain(f.product.speaker);
  });

  it('features and recommends: featured first in the buyer’s recommended list', async () => {
    const result = await flags({ ids: [f.product.jacket, f.product.speaker], featured: 1 });
    expect(result.data.list.map((p) => [p.featured, p.recommended, p.hidden])).toEqual([
      [true, false, false],
      [true, false, false],
    ]);
    await flags({ ids: [f.product.phoneCase], recommended: 1 });
    expect(await buyerIds('/customer/product/get_recommend')).toEqual([
      f.product.speaker,
      f.product.jacket,
      f.product.shoes,
      f.product.phone,
      f.product.headphones,
      f.product.phoneCase,
    ]);
  });

  it('writes nothing for a product whose flags do not change', async () => {
    await flags({ ids: [f.product.headphones, f.product.phone], recommended: 1 });
    expect(await t.db.$count(auditLog)).toBe(0);
  });

  it('refuses bad input with its field, all or nothing', async () => {
    const many = Array.from({ length: 101 }, (_, i) => i + 1);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ hidden: 1 }, ErrorCode.MissingParameter, 'ids'],
      [{ ids: [f.product.jacket] }, ErrorCode.MissingParameter, 'hidden'],
      [{ ids: '[1,', hidden: 1 }, ErrorCode.InvalidParameter, 'ids'],
      [{ ids: '[]', hidden: 1 }, ErrorCode.InvalidParameter, 'ids'],
      [{ ids: JSON.stringify(many), hidden: 1 }, ErrorCode.InvalidParameter, 'ids'],
      [{ ids: [f.product.jacket], hidden: 2 }, ErrorCode.InvalidParameter, 'hidden'],
      [{ ids: [f.product.jacket], featured: 'on' }, ErrorCode.InvalidParameter, 'featured'],
      [{ ids: [f.product.jacket, 999_999], hidden: 1 }, ErrorCode.InvalidParameter, 'ids'],
    ];
    for (const [input, code, field] of cases)
      expect(await flags(input), JSON.stringify(input)).toMatchObject({ code, data: { field } });
    expect((await listIds({ hidden: '1' })).length).toBe(0);
    expect(await t.db.$count(auditLog)).toBe(0);
  });
});
