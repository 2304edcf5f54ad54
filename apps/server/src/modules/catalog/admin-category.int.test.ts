import { describe, expect, it } from 'vitest';
import type { AdminCategory, AdminCategoryNode } from '@mall/contract/admin-catalog';
import type { Category, CategoryNode } from '@mall/contract/catalog';
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

const tree = async (token = who.catalogue.token) =>
  envelope<{ list: AdminCategoryNode[] }>(await get(t.app, '/admin/category/tree', {}, { token }))
    .data.list;
const save = async (input: Record<string, unknown>, token = who.catalogue.token) =>
  envelope<AdminCategory>(await post(t.app, '/admin/category/save', input, { token }));
const move = async (input: Record<string, unknown>) =>
  envelope<AdminCategory>(
    await post(t.app, '/admin/category/move', input, { token: who.catalogue.token }),
  );
const remove = async (id: number) =>
  envelope(await post(t.app, '/admin/category/remove', { id }, { token: who.catalogue.token }));
const buyerTree = async (lang = 'en') =>
  envelope<{ list: CategoryNode[] }>(
    await post(t.app, '/customer/index/get-all-category', {}, { lang }),
  ).data.list;
const firstCategories = async () =>
  envelope<{ list: Category[] }>(await get(t.app, '/customer/index/get-first-category')).data.list;

describe('who may call the category routes', () => {
  it('the owner and a catalogue editor; not finance, support, a buyer or a visitor', async () => {
    const calls = [
      { method: 'GET', url: '/admin/category/tree', input: {} },
      { method: 'POST', url: '/admin/category/save', input: { name_en: 'Garden' } },
      { method: 'POST', url: '/admin/category/move', input: { id: f.category.home, position: 0 } },
      { method: 'POST', url: '/admin/category/remove', input: { id: f.category.home } },
    ] as const;
    for (const call of calls) await expectRefusedToOthers(t.app, who, call);
    for (const call of calls.slice(0, 3)) {
      for (const role of ['admin', 'catalogue'] as const)
        expect((await callAs(t.app, call, who[role].token)).code, `${call.url} as ${role}`).toBe(
          200,
        );
    }
    expect((await callAs(t.app, calls[3], who.admin.token)).code).toBe(200);
    expect(await t.db.$count(auditLog)).toBe(5);
  });
});

describe('GET /admin/category/tree', () => {
  it('answers every category, hidden ones too, with all its names and counts', async () => {
    await save({ id: f.category.phones, name_en: 'Phones', hidden: 1, commission_percent: '7.5' });
    const list = await tree();
    expect(list.map((c) => c.name_en)).toEqual(['Electronics', 'Fashion', 'Home']);
    const electronics = list[0]!;
    expect(electronics).toMatchObject({
      id: f.category.electronics,
      parent_id: null,
      name_en: 'Electronics',
      name_zh: '电子产品',
      name_es: 'Electrónica',
      name_zhtw: '',
      icon: '/static/c/electronics.png',
      sort: 1,
      hidden: false,
      commission_percent: null,
      product_count: 0,
    });
    expect(electronics.children.map((c) => [c.name_en, c.hidden, c.product_count])).toEqual([
      ['Audio', false, 4],
      ['Phones', true, 2],
    ]);
    expect(electronics.children[1]?.commission_percent).toBe(7.5);
    expect(electronics.children[1]?.children).toEqual([]);
  });
});

describe('POST /admin/category/save', () => {
  it('creates a category in two languages that the buyer’s tree shows in each, and audits it', async () => {
    expect((await buyerTree()).map((c) => c.name)).toEqual(['Electronics', 'Fashion', 'Home']);
    const created = await save({ name_en: 'Garden', name_zh: '园艺', commission_percent: 3 });
    expect(created.code).toBe(200);
    expect(created.data).toMatchObject({
      parent_id: null,
      name_en: 'Garden',
      name_zh: '园艺',
      name_es: '',
      icon: '',
      sort: 4,
      hidden: false,
      commission_percent: 3,
      product_count: 0,
    });
    expect((await buyerTree('en')).map((c) => c.name)).toEqual([
      'Electronics',
      'Fashion',
      'Home',
      'Garden',
    ]);
    expect((await buyerTree('zh')).map((c) => c.name)).toEqual([
      '电子产品',
      '服饰',
      '家居',
      '园艺',
    ]);
    expect((await buyerTree('es')).at(-1)?.name).toBe('Garden');
    const [entry] = await auditEntries(t.app, who.admin.token, 'category.save');
    expect(entry).toMatchObject({
      actor: { id: who.catalogue.id },
      record: `category:${created.data.id}`,
      before: null,
      after: { name_en: 'Garden', name_zh: '园艺' },
    });
  });

  it('creates a subcategory, last among its siblings, with an icon the editor uploaded', async () => {
    const icon = await uploadImage(t.app, who.catalogue.token);
    const created = await save({ parent_id: f.category.fashion, name_en: 'Bags', icon });
    expect(created.data).toMatchObject({ parent_id: f.category.fashion, icon, sort: 2 });
    const fashion = (await buyerTree()).find((c) => c.id === f.category.fashion);
    expect(fashion?.children.map((c) => [c.name, c.icon])).toEqual([
      ['Shoes', ''],
      ['Bags', icon],
    ]);
  });

  it('edits: what is sent changes, what is absent stays; hiding takes it out of the buyer’s tree', async () => {
    const edited = await save({
      id: f.category.fashion,
      name_en: 'Clothing',
      name_zh: '',
      name_ko: '의류',
      hidden: 1,
    });
    expect(edited.data).toMatchObject({
      id: f.category.fashion,
      name_en: 'Clothing',
      name_zh: '',
      name_ko: '의류',
      icon: '/static/c/fashion.png',
      sort: 2,
      hidden: true,
      parent_id: null,
    });
    expect((await buyerTree()).map((c) => c.id)).toEqual([f.category.electronics, f.category.home]);
    const [entry] = await auditEntries(t.app, who.admin.token, 'category.save');
    expect(entry).toMatchObject({
      record: `category:${f.category.fashion}`,
      before: { name_en: 'Fashion', name_zh: '服饰', hidden: false },
      after: { name_en: 'Clothing', name_zh: '', hidden: true },
    });
    const shown = await save({ id: f.category.fashion, name_en: 'Clothing', hidden: 0 });
    expect(shown.data).toMatchObject({ hidden: false, name_ko: '의류' });
    expect((await buyerTree('zh')).map((c) => c.name)).toContain('Clothing');
  });

  it('keeps an unchanged icon that someone else uploaded; clears it when sent empty', async () => {
    const icon = await uploadImage(t.app, who.admin.token);
    await save({ id: f.category.home, name_en: 'Home', icon }, who.admin.token);
    expect((await save({ id: f.category.home, name_en: 'Home', icon })).data.icon).toBe(icon);
    expect((await save({ id: f.category.home, name_en: 'Home', icon: '' })).data.icon).toBe('');
  });

  it('refuses bad input with its field, and changes nothing', async () => {
    const othersUpload = await uploadImage(t.app, who.admin.token);
    const cases: [Record<string, unknown>, number, string][] = [
      [{}, ErrorCode.MissingParameter, 'name_en'],
      [{ name_en: '   ' }, ErrorCode.MissingParameter, 'name_en'],
      [{ name_en: 'x'.repeat(61) }, ErrorCode.InvalidParameter, 'name_en'],
      [{ name_en: 'A', name_zh: 'a\u0000b' }, ErrorCode.InvalidParameter, 'name_zh'],
      [
        { name_en: 'A', commission_percent: '101' },
        ErrorCode.InvalidParameter,
        'commission_percent',
      ],
      [
        { name_en: 'A', commission_percent: '2.555' },
        ErrorCode.InvalidParameter,
        'commission_percent',
      ],
      [{ name_en: 'A', sort: '1.5' }, ErrorCode.InvalidParameter, 'sort'],
      [{ name_en: 'A', hidden: 'maybe' }, ErrorCode.InvalidParameter, 'hidden'],
      [{ name_en: 'A', icon: 'http://evil.example/x.png' }, ErrorCode.InvalidParameter, 'icon'],
      [{ name_en: 'A', icon: othersUpload }, ErrorCode.InvalidParameter, 'icon'],
      [{ name_en: 'A', parent_id: f.category.audio }, ErrorCode.InvalidParameter, 'parent_id'],
      [{ name_en: 'A', parent_id: 999_999 }, ErrorCode.InvalidParameter, 'parent_id'],
      [{ name_en: 'A', parent_id: 'x' }, ErrorCode.InvalidParameter, 'parent_id'],
      [
        { id: f.category.electronics, name_en: 'A', parent_id: f.category.fashion },
        ErrorCode.InvalidParameter,
        'parent_id',
      ],
      [
        { id: f.category.home, name_en: 'A', parent_id: f.category.home },
        ErrorCode.InvalidParameter,
        'parent_id',
      ],
    ];
    for (const [input, code, field] of cases)
      expect(await save(input), JSON.stringify(input)).toMatchObject({ code, data: { field } });
    expect((await save({ id: 999_999, name_en: 'A' })).code).toBe(ErrorCode.NoData);
    expect(await t.db.$count(auditLog)).toBe(0);
    expect((await tree()).map((c) => c.name_en)).toEqual(['Electronics', 'Fashion', 'Home']);
  });
});

describe('POST /admin/category/move', () => {
  it('reorders the top level, and the buyer’s menu follows', async () => {
    const moved = await move({ id: f.category.home, position: 0 });
    expect(moved.data).toMatchObject({ id: f.category.home, parent_id: null, sort: 0 });
    expect((await firstCategories()).map((c) => c.id)).toEqual([
      f.category.home,
      f.category.electronics,
      f.category.fashion,
    ]);
    await move({ id: f.category.home, position: 99 });
    expect((await tree()).map((c) => [c.id, c.sort])).toEqual([
      [f.category.electronics, 0],
      [f.category.fashion, 1],
      [f.category.home, 2],
    ]);
    const [entry] = await auditEntries(t.app, who.admin.token, 'category.move');
    expect(entry).toMatchObject({
      record: `category:${f.category.home}`,
      before: { sort: 0 },
      after: { sort: 2 },
    });
  });

  it('moves a subcategory under another parent, and a top-level one under a parent', async () => {
    await move({ id: f.category.phones, parent_id: f.category.fashion, position: 0 });
    await move({ id: f.category.home, parent_id: f.category.fashion, position: 5 });
    const fashion = (await buyerTree()).find((c) => c.id === f.category.fashion);
    expect(fashion?.children.map((c) => c.id)).toEqual([
      f.category.phones,
      f.category.shoes,
      f.category.home,
    ]);
    const back = await move({ id: f.category.home, parent_id: '', position: 0 });
    expect(back.data.parent_id).toBeNull();
    expect((await buyerTree()).map((c) => c.id)[0]).toBe(f.category.home);
  });

  it('refuses what would nest deeper than one level or loop', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [
        { id: f.category.home, parent_id: f.category.audio, position: 0 },
        ErrorCode.InvalidParameter,
        'parent_id',
      ],
      [
        { id: f.category.electronics, parent_id: f.category.fashion, position: 0 },
        ErrorCode.InvalidParameter,
        'parent_id',
      ],
      [
        { id: f.category.home, parent_id: f.category.home, position: 0 },
        ErrorCode.InvalidParameter,
        'parent_id',
      ],
      [
        { id: f.category.home, parent_id: 999_999, position: 0 },
        ErrorCode.InvalidParameter,
        'parent_id',
      ],
      [{ id: f.category.home }, ErrorCode.MissingParameter, 'position'],
      [{ id: f.category.home, position: -1 }, ErrorCode.InvalidParameter, 'position'],
      [{ position: 0 }, ErrorCode.MissingParameter, 'id'],
    ];
    for (const [input, code, field] of cases)
      expect(await move(input), JSON.stringify(input)).toMatchObject({ code, data: { field } });
    expect((await move({ id: 999_999, position: 0 })).code).toBe(ErrorCode.NoData);
    expect(await t.db.$count(auditLog)).toBe(0);
  });
});

describe('POST /admin/category/remove', () => {
  it('removes an empty category, audited, and the buyer’s tree loses it', async () => {
    const removed = await remove(f.category.home);
    expect(removed).toMatchObject({ code: 200, data: { id: f.category.home, removed: true } });
    expect((await buyerTree()).map((c) => c.id)).toEqual([
      f.category.electronics,
      f.category.fashion,
    ]);
    const [entry] = await auditEntries(t.app, who.admin.token, 'category.remove');
    expect(entry).toMatchObject({
      actor: { id: who.catalogue.id },
      record: `category:${f.category.home}`,
      before: { name_en: 'Home', name_zh: '家居' },
      after: null,
    });
    expect((await remove(f.category.home)).code).toBe(ErrorCode.NoData);
  });

  it('refuses a category with subcategories or products (edits under review included)', async () => {
    expect(await remove(f.category.electronics)).toMatchObject({
      code: ErrorCode.DataOperationFailed,
      data: { reason: 'has_children', children: 2 },
    });
    expect(await remove(f.category.audio)).toMatchObject({
      code: ErrorCode.DataOperationFailed,
      data: { reason: 'has_products', products: 4 },
    });
    await t.db.insert(productRevisions).values({
      productId: f.product.jacket,
      userId: who.buyer.id,
      values: { name_en: 'Jacket', categoryId: f.category.home } as ProposedProductValues,
      images: [],
    });
    expect(await remove(f.category.home)).toMatchObject({
      code: ErrorCode.DataOperationFailed,
      data: { reason: 'has_products', products: 1 },
    });
    expect(await remove(0)).toMatchObject({
      code: ErrorCode.InvalidParameter,
      data: { field: 'id' },
    });
    expect(await t.db.$count(auditLog)).toBe(0);
  });
});
