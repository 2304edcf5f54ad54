import { describe, expect, it } from 'vitest';
import type { AdminBrand, AdminBrandPage } from '@mall/contract/admin-catalog';
import type { Brand } from '@mall/contract/catalog';
import { ErrorCode } from '@mall/contract/errors';
import { auditLog, productRevisions, type ProposedProductValues } from '../../db/schema/index';
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
import { uploadImage } from '../../test/wallet-fixtures';

let f: CatalogFixture;
let who: CatalogueCallers;
const t = useTestApp({
  reset: 'each',
  seed: async ({ app, db }) => {
    f = await seedCatalog(db);
    who = await catalogueCallers(app, db);
  },
});

const list = async (query: Record<string, string> = {}) =>
  envelope<AdminBrandPage>(
    await get(t.app, '/admin/brand/index', query, { token: who.catalogue.token }),
  );
const names = async (query: Record<string, string> = {}) =>
  (await list(query)).data.list.map((b) => b.name_en);
const save = async (input: Record<string, unknown>) =>
  envelope<AdminBrand>(
    await post(t.app, '/admin/brand/save', input, { token: who.catalogue.token }),
  );
const remove = async (id: number) =>
  envelope(await post(t.app, '/admin/brand/remove', { id }, { token: who.catalogue.token }));
const buyerBrands = async (lang = 'en') =>
  envelope<{ list: Brand[] }>(await post(t.app, '/customer/index/get-all-brand', {}, { lang })).data
    .list;

describe('who may call the brand routes', () => {
  it('the owner and a catalogue editor; not finance, support, a buyer or a visitor', async () => {
    const calls = [
      { method: 'GET', url: '/admin/brand/index', input: {} },
      { method: 'POST', url: '/admin/brand/save', input: { name_en: 'Acme' } },
      { method: 'POST', url: '/admin/brand/remove', input: { id: f.brand.unused } },
    ] as const;
    for (const call of calls) await expectRefusedToOthers(t.app, who, call);
    for (const call of calls.slice(0, 2)) {
      for (const role of ['admin', 'catalogue'] as const)
        expect((await callAs(t.app, call, who[role].token)).code, `${call.url} as ${role}`).toBe(
          200,
        );
    }
    expect((await callAs(t.app, calls[2], who.admin.token)).code).toBe(200);
    expect(await t.db.$count(auditLog)).toBe(3);
  });
});

describe('GET /admin/brand/index', () => {
  it('lists every brand, hidden ones too, with its names and products; searches, filters, sorts, pages', async () => {
    await save({ id: f.brand.unused, name_en: 'Unused', hidden: 1 });
    const all = await list();
    expect(all.data).toMatchObject({ total: 3, page: 1, pagesize: 15 });
    expect(all.data.list[0]).toMatchObject({
      id: f.brand.voltix,
      name_en: 'Voltix',
      name_zh: '沃尔提斯',
      name_es: '',
      logo: '/static/b/voltix.png',
      sort: 1,
      hidden: false,
      product_count: 4,
    });
    expect(await names()).toEqual(['Voltix', 'Lumora', 'Unused']);
    expect(await names({ q: '璐' })).toEqual(['Lumora']);
    expect(await names({ q: 'LUM' })).toEqual(['Lumora']);
    expect(await names({ q: '%' })).toEqual([]);
    expect(await names({ hidden: '1' })).toEqual(['Unused']);
    expect(await names({ hidden: '0' })).toEqual(['Voltix', 'Lumora']);
    expect(await names({ sort: 'name' })).toEqual(['Lumora', 'Unused', 'Voltix']);
    expect(await names({ sort: 'name', order: 'desc' })).toEqual(['Voltix', 'Unused', 'Lumora']);
    expect(await names({ sort: 'products' })).toEqual(['Voltix', 'Lumora', 'Unused']);
    const second = await list({ pagesize: '2', page: '2' });
    expect(second.data).toMatchObject({ total: 3, page: 2 });
    expect(second.data.list.map((b) => b.name_en)).toEqual(['Unused']);
    expect((await list({ page: '9' })).data).toMatchObject({ total: 3, list: [] });
  });

  it('refuses malformed filters with the field', async () => {
    for (const [query, field] of [
      [{ sort: 'price' }, 'sort'],
      [{ order: 'up' }, 'order'],
      [{ hidden: '2' }, 'hidden'],
      [{ pagesize: '101' }, 'pagesize'],
      [{ q: 'x'.repeat(101) }, 'q'],
    ] as const)
      expect(await list(query)).toMatchObject({
        code: ErrorCode.InvalidParameter,
        data: { field },
      });
  });
});

describe('POST /admin/brand/save', () => {
  it('creates a brand with a logo the editor uploaded, shown to buyers in their language', async () => {
    const logo = await uploadImage(t.app, who.catalogue.token);
    const created = await save({ name_en: 'Acme', name_es: 'Acmé', logo });
    expect(created.data).toMatchObject({
      name_en: 'Acme',
      name_es: 'Acmé',
      logo,
      sort: 4,
      hidden: false,
      product_count: 0,
    });
    expect((await buyerBrands('es')).at(-1)).toMatchObject({
      id: created.data.id,
      name: 'Acmé',
      logo,
    });
    const [entry] = await auditEntries(t.app, who.admin.token, 'brand.save');
    expect(entry).toMatchObject({
      actor: { id: who.catalogue.id },
      record: `brand:${created.data.id}`,
      before: null,
      after: { name_en: 'Acme', logo },
    });
  });

  it('edits (absent fields stay); a hidden brand leaves the buyer’s list, its page stays', async () => {
    const edited = await save({ id: f.brand.lumora, name_en: 'Lumora', name_zh: '', hidden: 1 });
    expect(edited.data).toMatchObject({
      name_zh: '',
      logo: '/static/b/lumora.png',
      sort: 2,
      hidden: true,
    });
    expect((await buyerBrands()).map((b) => b.id)).toEqual([f.brand.voltix, f.brand.unused]);
    expect(envelope(await get(t.app, `/brand/${f.brand.lumora}`)).code).toBe(200);
    const [entry] = await auditEntries(t.app, who.admin.token, 'brand.save');
    expect(entry).toMatchObject({
      record: `brand:${f.brand.lumora}`,
      before: { name_zh: '璐茉拉', hidden: false },
      after: { name_zh: '', hidden: true },
    });
  });

  it('refuses bad input with its field, and changes nothing', async () => {
    const othersUpload = await uploadImage(t.app, who.admin.token);
    const cases: [Record<string, unknown>, number, string][] = [
      [{}, ErrorCode.MissingParameter, 'name_en'],
      [{ name_en: 'x'.repeat(61) }, ErrorCode.InvalidParameter, 'name_en'],
      [{ name_en: 'A', name_th: 'a\u0007' }, ErrorCode.InvalidParameter, 'name_th'],
      [{ name_en: 'A', logo: othersUpload }, ErrorCode.InvalidParameter, 'logo'],
      [{ name_en: 'A', logo: '/etc/passwd' }, ErrorCode.InvalidParameter, 'logo'],
      [{ name_en: 'A', sort: 'first' }, ErrorCode.InvalidParameter, 'sort'],
      [{ name_en: 'A', id: -3 }, ErrorCode.InvalidParameter, 'id'],
    ];
    for (const [input, code, field] of cases)
      expect(await save(input), JSON.stringify(input)).toMatchObject({ code, data: { field } });
    expect((await save({ id: 999_999, name_en: 'A' })).code).toBe(ErrorCode.NoData);
    expect(await t.db.$count(auditLog)).toBe(0);
  });
});

describe('POST /admin/brand/remove', () => {
  it('removes a brand no product uses, audited; refuses one in use', async () => {
    expect(await remove(f.brand.unused)).toMatchObject({
      code: 200,
      data: { id: f.brand.unused, removed: true },
    });
    expect((await buyerBrands()).map((b) => b.id)).not.toContain(f.brand.unused);
    const [entry] = await auditEntries(t.app, who.admin.token, 'brand.remove');
    expect(entry).toMatchObject({
      record: `brand:${f.brand.unused}`,
      before: { name_en: 'Unused' },
      after: null,
    });
    expect(await remove(f.brand.voltix)).toMatchObject({
      code: ErrorCode.DataOperationFailed,
      data: { reason: 'has_products', products: 4 },
    });
    expect((await remove(f.brand.unused)).code).toBe(ErrorCode.NoData);
  });

  it('refuses a brand an edit under review would give a product', async () => {
    await t.db.insert(productRevisions).values({
      productId: f.product.shoes,
      userId: who.buyer.id,
      values: { name_en: 'Shoes', brandId: f.brand.unused } as ProposedProductValues,
      images: [],
    });
    expect(await remove(f.brand.unused)).toMatchObject({
      code: ErrorCode.DataOperationFailed,
      data: { reason: 'has_products', products: 1 },
    });
    expect(await t.db.$count(auditLog)).toBe(0);
  });
});
