import { describe, expect, it } from 'vitest';
import type {
  BrandPage,
  CategoryNode,
  CategoryPage,
  ProductPage,
  ShopPage,
  TopCategories,
} from '@mall/contract/catalog';
import { ErrorCode } from '@mall/contract/errors';
import { eq, inArray } from 'drizzle-orm';
import { brands, categories, products, shops } from '../../db/schema/index';
import { seedCatalog, type CatalogFixture } from '../../test/catalog-fixtures';
import { addToCart, registerBuyer } from '../../test/shop-fixtures';
import { envelope, get, post } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

/**
 * What buyers see (decision 0028, BUYER_VISIBLE in db/sql-fragments.ts): a product only when it
 * is approved, not hidden, and its shop is not suspended; hidden categories and brands leave the
 * trees, menus and brand lists while their products stay reachable. Every buyer route is asked.
 */
let f: CatalogFixture;
const t = useTestApp({
  reset: 'each',
  seed: async ({ db }) => {
    f = await seedCatalog(db);
  },
});

async function brandList(): Promise<{ id: number; product_count: number }[]> {
  const body = envelope<{ list: { id: number; product_count: number }[] }>(
    await post(t.app, '/customer/index/get-all-brand'),
  );
  return body.data.list;
}

async function data<T>(url: string, query: Record<string, string> = {}, lang?: string): Promise<T> {
  const body = envelope<T>(await get(t.app, url, query, lang ? { lang } : {}));
  expect(body.code, `${url} ${JSON.stringify(body).slice(0, 300)}`).toBe(200);
  return body.data;
}
const ids = (page: ProductPage) => page.list.map((p) => p.id);

/** Changes rows straight in the database, then clears the cache as the back office's calls do. */
async function change(update: () => Promise<unknown>): Promise<void> {
  await update();
  await t.app.invalidateCatalog();
}

const hideProducts = (...productIds: number[]) =>
  change(() => t.db.update(products).set({ hidden: true }).where(inArray(products.id, productIds)));

/** Every buyer list a product of the fixture can appear in, by name. */
async function buyerLists(): Promise<Record<string, number[]>> {
  const search = (term: string) => data<ProductPage>(`/search/${encodeURIComponent(term)}`);
  const top3 = await data<TopCategories>('/category/top3');
  return {
    all: ids(await data<ProductPage>('/customer/product/get_all_products', { pagesize: '50' })),
    hot: ids(await data<ProductPage>('/customer/product/get_hot_list', { pagesize: '50' })),
    new: ids(await data<ProductPage>('/customer/product/get_new', { pagesize: '50' })),
    recommend: ids(await data<ProductPage>('/customer/product/get_recommend', { pagesize: '50' })),
    searchHeadphones: ids(await search('headphones')),
    searchPhone: ids(await search('phone')),
    category: ids((await data<CategoryPage>(`/category/${f.category.electronics}/1`)).products),
    brand: ids((await data<BrandPage>(`/brand/${f.brand.voltix}`)).products),
    shop: ids((await data<ShopPage>(`/shop/${f.shop.gadget}/1`)).products),
    related: (
      await data<{ list: { id: number }[] }>('/customer/product/get_recommend_list', {
        product_id: String(f.product.speaker),
      })
    ).list.map((p) => p.id),
    top3: top3.list.flatMap((entry) => entry.products.map((p) => p.id)),
  };
}

describe('a hidden product', () => {
  it('leaves every list, search, page and home section, and answers as missing', async () => {
    const before = await buyerLists();
    for (const [name, list] of Object.entries(before))
      expect(list, `${name} before`).toContain(f.product.headphones);
    await hideProducts(f.product.headphones);
    const after = await buyerLists();
    for (const [name, list] of Object.entries(after)) {
      expect(list, name).not.toContain(f.product.headphones);
      expect(list.length, `${name}: the others stay`).toBe(before[name]!.length - 1);
    }
    expect(
      envelope(await get(t.app, '/customer/product/detail', { id: String(f.product.headphones) }))
        .code,
    ).toBe(ErrorCode.ProductInvalid);
    const comments = await data<{ total: number }>('/customer/product/comments', {
      id: String(f.product.headphones),
    });
    expect(comments.total).toBe(0);
    const shop = await data<ShopPage>(`/shop/${f.shop.gadget}/1`);
    expect(shop.shop.product_count).toBe(3);
    expect((await brandList()).find((b) => b.id === f.brand.voltix)?.product_count).toBe(1);
  });

  it('cannot be added to a cart or wishlist, nor bought from a cart it was in', async () => {
    const buyer = await registerBuyer(t.app, t.db, 100_000);
    await addToCart(t.app, buyer.token, f.product.speaker);
    await hideProducts(f.product.headphones, f.product.speaker);
    const token = { token: buyer.token };
    expect(
      envelope(await post(t.app, '/checkout/cart/add', { product_id: f.product.headphones }, token))
        .code,
    ).toBe(ErrorCode.ProductInvalid);
    expect(
      envelope(
        await post(t.app, '/customer/wishlist/add', { product_id: f.product.headphones }, token),
      ).code,
    ).toBe(ErrorCode.ProductInvalid);
    const placed = envelope(
      await post(
        t.app,
        '/checkout/onepage/submitorder',
        { shipping_method: 'standard', payment_method: 'wallet' },
        token,
      ),
    );
    expect(placed).toMatchObject({
      code: ErrorCode.ProductInvalid,
      data: { product_id: f.product.speaker },
    });
  });
});

describe('a suspended shop', () => {
  it('takes its products out of the catalogue, and back when it reopens', async () => {
    const suspend = (status: 'approved' | 'suspended') =>
      change(() => t.db.update(shops).set({ status }).where(eq(shops.id, f.shop.style)));
    await suspend('suspended');
    const lists = await buyerLists();
    for (const [name, list] of Object.entries(lists)) {
      expect(list, name).not.toContain(f.product.shoes);
      expect(list, name).not.toContain(f.product.jacket);
    }
    expect(
      envelope(await get(t.app, '/customer/product/detail', { id: String(f.product.shoes) })).code,
    ).toBe(ErrorCode.ProductInvalid);
    const fashion = await data<CategoryPage>(`/category/${f.category.fashion}/1`);
    expect(fashion.products.total).toBe(0);
    await suspend('approved');
    expect(ids(await data<ProductPage>('/customer/product/get_all_products'))).toContain(
      f.product.shoes,
    );
  });
});

describe('a hidden category', () => {
  it('leaves the tree, the menus and the home sections with its subcategories; its products stay', async () => {
    await change(() =>
      t.db
        .update(categories)
        .set({ hidden: true })
        .where(eq(categories.id, f.category.electronics)),
    );
    const tree = envelope<{ list: CategoryNode[] }>(
      await post(t.app, '/customer/index/get-all-category'),
    ).data.list;
    expect(tree.map((c) => c.id)).toEqual([f.category.fashion, f.category.home]);
    expect(JSON.stringify(tree)).not.toContain('Audio');
    const first = await data<{ list: { id: number }[] }>('/customer/index/get-first-category');
    expect(first.list.map((c) => c.id)).toEqual([f.category.fashion, f.category.home]);
    const top3 = await data<TopCategories>('/category/top3');
    expect(top3.list.map((entry) => entry.category.id)).toEqual([f.category.fashion]);
    // Its products stay in lists and search, and a link to it keeps working.
    expect(ids(await data<ProductPage>('/customer/product/get_all_products'))).toContain(
      f.product.headphones,
    );
    expect(ids(await data<ProductPage>('/search/headphones'))).toContain(f.product.headphones);
    const page = await data<CategoryPage>(`/category/${f.category.electronics}/1`);
    expect(page.products.total).toBe(4);
  });

  it('leaves its parent’s children when only it is hidden', async () => {
    await change(() =>
      t.db.update(categories).set({ hidden: true }).where(eq(categories.id, f.category.audio)),
    );
    const children = await data<{ list: { id: number }[] }>('/customer/index/series-categorys', {
      id: String(f.category.electronics),
    });
    expect(children.list.map((c) => c.id)).toEqual([f.category.phones]);
    const page = await data<CategoryPage>(`/category/${f.category.electronics}/1`);
    expect(page.category.children.map((c) => c.id)).toEqual([f.category.phones]);
    expect(page.products.total).toBe(4);
  });
});

describe('a hidden brand', () => {
  it('leaves the brand list; its page and products stay', async () => {
    await change(() =>
      t.db.update(brands).set({ hidden: true }).where(eq(brands.id, f.brand.lumora)),
    );
    expect((await brandList()).map((b) => b.id)).toEqual([f.brand.voltix, f.brand.unused]);
    const page = await data<BrandPage>(`/brand/${f.brand.lumora}`);
    expect(page.products.total).toBe(3);
    expect(ids(await data<ProductPage>('/customer/product/get_all_products'))).toContain(
      f.product.speaker,
    );
  });
});

describe('featured products', () => {
  it('come first among the recommended ones, and are recommended themselves', async () => {
    const recommend = async () =>
      ids(await data<ProductPage>('/customer/product/get_recommend', { pagesize: '50' }));
    // Recommended, best-selling first.
    expect(await recommend()).toEqual([f.product.shoes, f.product.phone, f.product.headphones]);
    await change(() =>
      t.db
        .update(products)
        .set({ isFeatured: true })
        .where(inArray(products.id, [f.product.headphones, f.product.jacket])),
    );
    // Featured (best-selling first among them), then the others.
    expect(await recommend()).toEqual([
      f.product.headphones,
      f.product.jacket,
      f.product.shoes,
      f.product.phone,
    ]);
  });
});
