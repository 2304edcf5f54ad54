import { describe, expect, it } from 'vitest';
import type {
  BrandPage,
  Category,
  CategoryNode,
  CategoryPage,
  CommentPage,
  ProductDetail,
  ProductPage,
  ShopPage,
  TopCategories,
} from '@mall/contract/catalog';
import { eq } from 'drizzle-orm';
import { categories, products } from '../../db/schema/index';
import { seedCatalog, type CatalogFixture } from '../../test/catalog-fixtures';
import { insertUser, loginToken } from '../../test/fixtures';
import { envelope, get, post } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

let f: CatalogFixture;
const t = useTestApp({
  reset: 'cache',
  seed: async ({ db }) => {
    f = await seedCatalog(db);
  },
});

const ids = (page: ProductPage) => page.list.map((p) => p.id);
async function data<T>(url: string, query: Record<string, string> = {}, lang?: string): Promise<T> {
  const body = envelope<T>(await get(t.app, url, query, lang ? { lang } : {}));
  expect(body.code, JSON.stringify(body)).toBe(200);
  return body.data;
}

describe('POST /customer/index/get-all-brand', () => {
  it('lists every brand in order with its number of visible products, names in the lang', async () => {
    const body = envelope<{ list: unknown[] }>(
      await post(t.app, '/customer/index/get-all-brand', {}, { lang: 'zh' }),
    );
    expect(body.data.list).toEqual([
      { id: f.brand.voltix, name: '沃尔提斯', logo: '/static/b/voltix.png', product_count: 2 },
      { id: f.brand.lumora, name: '璐茉拉', logo: '/static/b/lumora.png', product_count: 3 },
      { id: f.brand.unused, name: 'Unused', logo: '', product_count: 0 },
    ]);
  });
});

describe('categories', () => {
  it('get-all-category answers the tree in order, English where a translation is empty', async () => {
    const body = envelope<{ list: CategoryNode[] }>(
      await post(t.app, '/customer/index/get-all-category', {}, { lang: 'zh' }),
    );
    const tree = body.data.list;
    expect(tree.map((c) => c.name)).toEqual(['电子产品', '服饰', '家居']);
    expect(tree[0]).toMatchObject({
      id: f.category.electronics,
      icon: '/static/c/electronics.png',
      parent_id: null,
    });
    expect(tree[0]?.children.map((c) => [c.name, c.parent_id, c.children])).toEqual([
      ['音频', f.category.electronics, []],
      ['Phones', f.category.electronics, []],
    ]);
    expect(tree[2]?.children).toEqual([]);
  });

  it('get-first-category lists the top level; series-categorys the children of one', async () => {
    const first = await data<{ list: Category[] }>('/customer/index/get-first-category', {}, 'es');
    expect(first.list.map((c) => c.name)).toEqual(['Electrónica', 'Fashion', 'Home']);
    expect(first.list.every((c) => c.parent_id === null && !('children' in c))).toBe(true);
    const children = await data<{ list: Category[] }>('/customer/index/series-categorys', {
      id: String(f.category.electronics),
    });
    expect(children.list).toEqual([
      { id: f.category.audio, name: 'Audio', icon: '', parent_id: f.category.electronics },
      { id: f.category.phones, name: 'Phones', icon: '', parent_id: f.category.electronics },
    ]);
    expect(
      (await data<{ list: Category[] }>('/customer/index/series-categorys', { id: '999999' })).list,
    ).toEqual([]);
  });

  it('series-categorys needs a valid id', async () => {
    expect(envelope(await get(t.app, '/customer/index/series-categorys'))).toMatchObject({
      code: 1000009,
      data: { field: 'id' },
    });
    expect(
      envelope(await get(t.app, '/customer/index/series-categorys', { id: 'x' })),
    ).toMatchObject({ code: 1000008, data: { field: 'id' } });
    expect(
      envelope(await get(t.app, '/customer/index/series-categorys', { id: '99999999999' })),
    ).toMatchObject({ code: 1000008 });
  });
});

describe('GET /brand/{id}', () => {
  it('answers the brand and a page of its visible products, sorted', async () => {
    const page = await data<BrandPage>(`/brand/${f.brand.voltix}`, { sort: 'price_asc' });
    expect(page.brand).toEqual({
      id: f.brand.voltix,
      name: 'Voltix',
      logo: '/static/b/voltix.png',
      product_count: 2,
    });
    expect(ids(page.products)).toEqual([f.product.headphones, f.product.phone]);
    expect(page.products).toMatchObject({ total: 2, page: 1, pagesize: 15 });
    const second = await data<BrandPage>(`/brand/${f.brand.lumora}`, {
      page: '2',
      pagesize: '2',
      sort: 'new',
    });
    expect(ids(second.products)).toEqual([f.product.speaker]);
    expect(second.products).toMatchObject({ total: 3, page: 2, pagesize: 2 });
  });

  it('answers 2000019 for an unknown brand and 1000008 for a bad id or sort', async () => {
    expect(envelope(await get(t.app, '/brand/999999')).code).toBe(2000019);
    expect(envelope(await get(t.app, '/brand/abc'))).toMatchObject({
      code: 1000008,
      data: { field: 'id' },
    });
    expect(
      envelope(await get(t.app, `/brand/${f.brand.voltix}`, { sort: 'cheapest' })),
    ).toMatchObject({ code: 1000008, data: { field: 'sort' } });
  });
});

describe('GET /category/{id}/{page}', () => {
  it('includes the products of the subcategories, and the category with its children', async () => {
    const page = await data<CategoryPage>(
      `/category/${f.category.electronics}/1`,
      { sort: 'price_desc' },
      'zh',
    );
    expect(page.category).toEqual({
      id: f.category.electronics,
      name: '电子产品',
      icon: '/static/c/electronics.png',
      parent_id: null,
      children: [
        { id: f.category.audio, name: '音频', icon: '', parent_id: f.category.electronics },
        { id: f.category.phones, name: 'Phones', icon: '', parent_id: f.category.electronics },
      ],
    });
    expect(ids(page.products)).toEqual([
      f.product.phone,
      f.product.speaker,
      f.product.headphones,
      f.product.phoneCase,
    ]);
    expect(page.products.total).toBe(4);
    const fashion = await data<CategoryPage>(`/category/${f.category.fashion}/1`);
    expect(ids(fashion.products)).toEqual([f.product.jacket, f.product.shoes]);
    const leaf = await data<CategoryPage>(`/category/${f.category.shoes}/1`);
    expect(ids(leaf.products)).toEqual([f.product.shoes]);
    expect(leaf.category.children).toEqual([]);
  });

  it('filters by brand and price range, pages by the path', async () => {
    const url = `/category/${f.category.electronics}`;
    const lumora = await data<CategoryPage>(`${url}/1`, {
      brand_id: String(f.brand.lumora),
      sort: 'price_asc',
    });
    expect(ids(lumora.products)).toEqual([f.product.phoneCase, f.product.speaker]);
    const range = await data<CategoryPage>(`${url}/1`, {
      min_price: '9.99',
      max_price: '149.5',
      sort: 'price_asc',
    });
    expect(ids(range.products)).toEqual([
      f.product.phoneCase,
      f.product.headphones,
      f.product.speaker,
    ]);
    const second = await data<CategoryPage>(`${url}/2`, { pagesize: '3', sort: 'price_asc' });
    expect(ids(second.products)).toEqual([f.product.phone]);
    expect(second.products).toMatchObject({ total: 4, page: 2, pagesize: 3 });
    const beyond = await data<CategoryPage>(`${url}/9`, { pagesize: '3' });
    expect(beyond.products).toEqual({ list: [], total: 4, page: 9, pagesize: 3 });
    const blank = await data<CategoryPage>(`${url}/1`, { brand_id: '', min_price: '', sort: '' });
    expect(blank.products.total).toBe(4);
    expect(ids(blank.products)[0]).toBe(f.product.phoneCase);
  });

  it('rejects malformed filters and answers 2000019 for an unknown category', async () => {
    const url = `/category/${f.category.electronics}/1`;
    expect(envelope(await get(t.app, url, { min_price: '1.999' }))).toMatchObject({
      code: 1000008,
      data: { field: 'min_price' },
    });
    expect(envelope(await get(t.app, url, { max_price: '-1' }))).toMatchObject({
      code: 1000008,
      data: { field: 'max_price' },
    });
    expect(envelope(await get(t.app, url, { min_price: '50', max_price: '10' }))).toMatchObject({
      code: 1000008,
      data: { field: 'max_price' },
    });
    expect(envelope(await get(t.app, url, { pagesize: '101' }))).toMatchObject({
      code: 1000008,
      data: { field: 'pagesize' },
    });
    expect(envelope(await get(t.app, `/category/${f.category.electronics}/0`))).toMatchObject({
      code: 1000008,
      data: { field: 'page' },
    });
    expect(envelope(await get(t.app, '/category/999999/1')).code).toBe(2000019);
  });

  it('survives a loop in the category tree', async () => {
    const db = t.testDb.database.db;
    await db
      .update(categories)
      .set({ parentId: f.category.audio })
      .where(eq(categories.id, f.category.electronics));
    try {
      const page = await data<CategoryPage>(`/category/${f.category.electronics}/1`);
      expect(page.products.total).toBe(4);
      const tree = envelope<{ list: CategoryNode[] }>(
        await post(t.app, '/customer/index/get-all-category'),
      ).data.list;
      expect(JSON.stringify(tree)).toContain('Electronics');
    } finally {
      await db
        .update(categories)
        .set({ parentId: null })
        .where(eq(categories.id, f.category.electronics));
    }
  });
});

describe('GET /shop/{id}/{page}', () => {
  it('answers the shop summary and a page of its products', async () => {
    const page = await data<ShopPage>(`/shop/${f.shop.gadget}/1`, { sort: 'sales', pagesize: '2' });
    expect(page.shop).toEqual({
      id: f.shop.gadget,
      name: 'Gadget Harbor',
      logo: '/static/s/gadget.png',
      banner: '/static/s/gadget-banner.png',
      description: 'Devices',
      product_count: 4,
      followers: 0,
      followed: false,
      rating: 4.3,
    });
    expect(ids(page.products)).toEqual([f.product.phone, f.product.headphones]);
    expect(page.products).toMatchObject({ total: 4, page: 1, pagesize: 2 });
  });

  it('answers 2000019 for an unknown or suspended shop', async () => {
    expect(envelope(await get(t.app, '/shop/999999/1')).code).toBe(2000019);
    expect(envelope(await get(t.app, `/shop/${f.shop.closed}/1`)).code).toBe(2000019);
  });
});

describe('GET /category/top3', () => {
  it('answers the best-selling top-level categories with their best sellers', async () => {
    const top = await data<TopCategories>('/category/top3', {}, 'zh');
    expect(top.list.map((e) => e.category)).toEqual([
      {
        id: f.category.electronics,
        name: '电子产品',
        icon: '/static/c/electronics.png',
        parent_id: null,
      },
      { id: f.category.fashion, name: '服饰', icon: '/static/c/fashion.png', parent_id: null },
    ]);
    expect(top.list[0]?.products.map((p) => p.id)).toEqual([
      f.product.phone,
      f.product.headphones,
      f.product.speaker,
      f.product.phoneCase,
    ]);
    expect(top.list[1]?.products.map((p) => p.id)).toEqual([f.product.shoes, f.product.jacket]);
  });
});

describe('GET /customer/product/get_all_products', () => {
  const url = '/customer/product/get_all_products';

  it('lists every visible product, newest first by default', async () => {
    const page = await data<ProductPage>(url);
    expect(ids(page)).toEqual([
      f.product.phoneCase,
      f.product.jacket,
      f.product.speaker,
      f.product.headphones,
      f.product.phone,
      f.product.shoes,
    ]);
    expect(page).toMatchObject({ total: 6, page: 1, pagesize: 15 });
  });

  it('sorts by price both ways and by sales', async () => {
    expect(ids(await data<ProductPage>(url, { sort: 'price_desc' }))).toEqual([
      f.product.phone,
      f.product.jacket,
      f.product.speaker,
      f.product.headphones,
      f.product.shoes,
      f.product.phoneCase,
    ]);
    expect(ids(await data<ProductPage>(url, { sort: 'price_asc' }))).toEqual([
      f.product.phoneCase,
      f.product.shoes,
      f.product.headphones,
      f.product.speaker,
      f.product.jacket,
      f.product.phone,
    ]);
    expect(ids(await data<ProductPage>(url, { sort: 'sales' }))).toEqual([
      f.product.shoes,
      f.product.phone,
      f.product.headphones,
      f.product.speaker,
      f.product.phoneCase,
      f.product.jacket,
    ]);
  });

  it('filters by category (with subcategories), brand, shop and price range, combined', async () => {
    expect(
      ids(
        await data<ProductPage>(url, {
          category_id: String(f.category.fashion),
          sort: 'price_asc',
        }),
      ),
    ).toEqual([f.product.shoes, f.product.jacket]);
    expect(
      ids(
        await data<ProductPage>(url, { category_id: String(f.category.audio), sort: 'price_asc' }),
      ),
    ).toEqual([f.product.headphones, f.product.speaker]);
    expect(
      ids(await data<ProductPage>(url, { brand_id: String(f.brand.voltix), sort: 'price_asc' })),
    ).toEqual([f.product.headphones, f.product.phone]);
    expect(
      ids(await data<ProductPage>(url, { shop_id: String(f.shop.style), sort: 'price_asc' })),
    ).toEqual([f.product.shoes, f.product.jacket]);
    expect(
      ids(
        await data<ProductPage>(url, { min_price: '79', max_price: '149.50', sort: 'price_asc' }),
      ),
    ).toEqual([f.product.shoes, f.product.headphones, f.product.speaker]);
    expect(ids(await data<ProductPage>(url, { min_price: '100', sort: 'price_asc' }))).toEqual([
      f.product.speaker,
      f.product.jacket,
      f.product.phone,
    ]);
    expect(ids(await data<ProductPage>(url, { max_price: '9.99' }))).toEqual([f.product.phoneCase]);
    const combined = await data<ProductPage>(url, {
      category_id: String(f.category.electronics),
      brand_id: String(f.brand.lumora),
      shop_id: String(f.shop.gadget),
      max_price: '100',
    });
    expect(ids(combined)).toEqual([f.product.phoneCase]);
    expect((await data<ProductPage>(url, { shop_id: String(f.shop.closed) })).total).toBe(0);
  });

  it('answers ProductCards: money in USD, rating from the comments, localised names', async () => {
    const page = await data<ProductPage>(
      url,
      { category_id: String(f.category.audio), sort: 'price_asc' },
      'zh',
    );
    expect(page.list[0]).toEqual({
      id: f.product.headphones,
      name: '无线降噪耳机',
      image: '/static/p/headphones.png',
      price: 99,
      original_price: 129,
      sales: 500,
      rating: 4.3,
      stock: 10,
      shop_id: f.shop.gadget,
      brand_id: f.brand.voltix,
      category_id: f.category.audio,
    });
    expect(page.list[1]).toMatchObject({ name: '录音室音箱', price: 149.5, rating: 0 });
    const fallback = await data<ProductPage>(
      url,
      { category_id: String(f.category.phones), sort: 'price_desc' },
      'zh',
    );
    expect(fallback.list.map((p) => p.name)).toEqual(['Smart Phone X', '手机壳']);
    const spanish = await data<ProductPage>(
      url,
      { category_id: String(f.category.phones), sort: 'price_desc' },
      'es',
    );
    expect(spanish.list.map((p) => p.name)).toEqual(['Teléfono inteligente X', 'Phone Case']);
    const unknownLang = await data<ProductPage>(
      url,
      { category_id: String(f.category.phones), sort: 'price_desc' },
      'fr',
    );
    expect(unknownLang.list.map((p) => p.name)).toEqual(['Smart Phone X', 'Phone Case']);
    const shoes = await data<ProductPage>(url, { category_id: String(f.category.shoes) });
    expect(shoes.list[0]).toMatchObject({ brand_id: null, rating: 3 });
  });

  it('rejects malformed filters', async () => {
    for (const [field, value] of [
      ['category_id', '0'],
      ['brand_id', 'x'],
      ['shop_id', '1.5'],
      ['min_price', '1e3'],
      ['max_price', 'abc'],
      ['sort', 'oldest'],
      ['page', '0'],
    ] as const) {
      expect(envelope(await get(t.app, url, { [field]: value })), field).toMatchObject({
        code: 1000008,
        data: { field },
      });
    }
  });
});

describe('hot, new and recommended lists', () => {
  it('get_hot_list sorts by sales, get_new by age, get_recommend lists the recommended only', async () => {
    const hot = await data<ProductPage>('/customer/product/get_hot_list', { pagesize: '3' });
    expect(ids(hot)).toEqual([f.product.shoes, f.product.phone, f.product.headphones]);
    expect(hot).toMatchObject({ total: 6, page: 1, pagesize: 3 });
    const fresh = await data<ProductPage>('/customer/product/get_new', {
      pagesize: '2',
      page: '2',
    });
    expect(ids(fresh)).toEqual([f.product.speaker, f.product.headphones]);
    const recommended = await data<ProductPage>('/customer/product/get_recommend');
    expect(ids(recommended)).toEqual([f.product.shoes, f.product.phone, f.product.headphones]);
    expect(recommended.total).toBe(3);
  });
});

describe('GET /customer/product/get_recommend_list', () => {
  it('lists related products, closest first, never the product itself nor hidden ones', async () => {
    const related = await data<{ list: { id: number }[] }>('/customer/product/get_recommend_list', {
      product_id: String(f.product.headphones),
    });
    expect(related.list.map((p) => p.id)).toEqual([
      f.product.speaker, // same category
      f.product.phone, // sibling category, same brand
      f.product.phoneCase, // sibling category
      f.product.shoes, // elsewhere, best-selling first
      f.product.jacket,
    ]);
    const two = await data<{ list: unknown[] }>('/customer/product/get_recommend_list', {
      product_id: String(f.product.headphones),
      pagesize: '2',
    });
    expect(two.list).toHaveLength(2);
  });

  it('answers an empty list for an unknown or hidden product', async () => {
    expect(
      (
        await data<{ list: unknown[] }>('/customer/product/get_recommend_list', {
          product_id: '999999',
        })
      ).list,
    ).toEqual([]);
    expect(
      (
        await data<{ list: unknown[] }>('/customer/product/get_recommend_list', {
          product_id: String(f.product.pending),
        })
      ).list,
    ).toEqual([]);
    expect(envelope(await get(t.app, '/customer/product/get_recommend_list')).code).toBe(1000009);
  });
});

describe('visibility', () => {
  it('shows a product once approved and hides it when it goes off', async () => {
    const db = t.testDb.database.db;
    const url = '/customer/product/get_all_products';
    await db.update(products).set({ status: 'approved' }).where(eq(products.id, f.product.pending));
    t.app.catalogCache.clear();
    try {
      expect(ids(await data<ProductPage>(url, { sort: 'sales' }))[0]).toBe(f.product.pending);
    } finally {
      await db
        .update(products)
        .set({ status: 'pending' })
        .where(eq(products.id, f.product.pending));
      t.app.catalogCache.clear();
    }
    expect(ids(await data<ProductPage>(url))).not.toContain(f.product.pending);
  });
});

describe('GET /customer/product/detail', () => {
  it('answers the Product: card, gallery, texts, brand, category, shop, counts and related', async () => {
    const detail = await data<ProductDetail>(
      '/customer/product/detail',
      { id: String(f.product.headphones) },
      'zh',
    );
    expect(detail).toEqual({
      id: f.product.headphones,
      name: '无线降噪耳机',
      image: '/static/p/headphones.png',
      price: 99,
      original_price: 129,
      sales: 500,
      rating: 4.3,
      stock: 10,
      shop_id: f.shop.gadget,
      brand_id: f.brand.voltix,
      category_id: f.category.audio,
      images: ['/static/p/headphones.png', '/static/p/headphones-2.png'],
      description: '<p>无线降噪耳机 描述</p>',
      short_description: 'Noise cancelling over-ear sound',
      brand: { id: f.brand.voltix, name: '沃尔提斯', logo: '/static/b/voltix.png' },
      category: { id: f.category.audio, name: '音频', icon: '', parent_id: f.category.electronics },
      shop: {
        id: f.shop.gadget,
        name: 'Gadget Harbor',
        logo: '/static/s/gadget.png',
        followed: false,
      },
      comment_count: 3,
      wishlisted: false,
      related: expect.any(Array) as unknown,
    });
    expect(detail.related.map((p) => p.id)).toEqual([
      f.product.speaker,
      f.product.phone,
      f.product.phoneCase,
      f.product.shoes,
      f.product.jacket,
    ]);
    expect(detail.related[0]).toMatchObject({ name: '录音室音箱', price: 149.5 });
  });

  it('falls back to the main image and English texts, and to a null brand', async () => {
    const shoes = await data<ProductDetail>(
      '/customer/product/detail',
      { id: String(f.product.shoes) },
      'jp',
    );
    expect(shoes).toMatchObject({
      name: 'Running Shoes',
      images: ['/static/p/shoes.png'],
      description: '<p>Running Shoes description</p>',
      short_description: '',
      brand: null,
      comment_count: 1,
      rating: 3,
    });
    expect(shoes.related.map((p) => p.id)).not.toContain(f.product.shoes);
  });

  it('tells a logged-in caller whether the product is wishlisted and the shop followed; a bad token is ignored', async () => {
    const user = await insertUser(t.testDb.database.db);
    const token = await loginToken(t.app, user.email);
    const id = String(f.product.phone);
    await post(t.app, '/customer/wishlist/add', { product_id: id }, { token });
    await post(t.app, '/customer/shop/follow', { shop_id: f.shop.gadget }, { token });
    const mine = envelope<ProductDetail>(
      await get(t.app, '/customer/product/detail', { id }, { token }),
    ).data;
    expect(mine).toMatchObject({ wishlisted: true, shop: { followed: true } });
    const anonymous = await data<ProductDetail>('/customer/product/detail', { id });
    expect(anonymous).toMatchObject({ wishlisted: false, shop: { followed: false } });
    const badToken = envelope<ProductDetail>(
      await get(t.app, '/customer/product/detail', { id }, { token: 'nonsense' }),
    );
    expect(badToken).toMatchObject({ code: 200, data: { wishlisted: false } });
    const shop = envelope<ShopPage>(await get(t.app, `/shop/${f.shop.gadget}/1`, {}, { token }))
      .data.shop;
    expect(shop).toMatchObject({ followed: true, followers: 1 });
  });

  it('answers 2000021 for an unknown, pending or off product', async () => {
    for (const id of [999999, f.product.pending, f.product.off]) {
      expect(
        envelope(await get(t.app, '/customer/product/detail', { id: String(id) })).code,
        String(id),
      ).toBe(2000021);
    }
    expect(envelope(await get(t.app, '/customer/product/detail')).code).toBe(1000009);
  });
});

describe('GET /customer/product/comments', () => {
  it('pages the comments newest first with the average star and the count', async () => {
    const page = await data<CommentPage>('/customer/product/comments', {
      id: String(f.product.headphones),
      pagesize: '2',
    });
    expect(page).toMatchObject({ total: 3, count: 3, average: 4.3, page: 1, pagesize: 2 });
    expect(page.list.map((c) => c.content)).toEqual(['Fine', 'Good']);
    expect(page.list[1]).toEqual({
      id: expect.any(Number) as unknown,
      user: { firstname: 'Fixture', avatar: '' },
      star: 4,
      content: 'Good',
      images: ['/static/u/1.png'],
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/) as unknown,
    });
    const last = await data<CommentPage>('/customer/product/comments', {
      id: String(f.product.headphones),
      pagesize: '2',
      page: '2',
    });
    expect(last.list.map((c) => c.content)).toEqual(['Great']);
    expect(last).toMatchObject({ count: 3, average: 4.3 });
  });

  it('answers an empty page for a product without comments, an unknown or a hidden one', async () => {
    for (const id of [f.product.speaker, 999999, f.product.pending]) {
      const page = await data<CommentPage>('/customer/product/comments', { id: String(id) });
      expect(page, String(id)).toEqual({
        list: [],
        total: 0,
        page: 1,
        pagesize: 15,
        average: 0,
        count: 0,
      });
    }
  });
});

describe('OpenAPI description', () => {
  it('documents every catalogue route with its parameters and sorts', async () => {
    const spec = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const expected: [string, string][] = [
      ['post', '/api/customer/index/get-all-brand'],
      ['post', '/api/customer/index/get-all-category'],
      ['get', '/api/customer/index/get-first-category'],
      ['get', '/api/customer/index/series-categorys'],
      ['get', '/api/brand/{id}'],
      ['get', '/api/category/{id}/{page}'],
      ['get', '/api/shop/{id}/{page}'],
      ['get', '/api/search/{term}'],
      ['get', '/api/category/top3'],
      ['get', '/api/customer/product/get_all_products'],
      ['get', '/api/customer/product/get_hot_list'],
      ['get', '/api/customer/product/get_new'],
      ['get', '/api/customer/product/get_recommend'],
      ['get', '/api/customer/product/get_recommend_list'],
      ['get', '/api/customer/product/detail'],
      ['get', '/api/customer/product/comments'],
      ['get', '/api/customer/product/clear_product_cache'],
      ['post', '/api/customer/wishlist/add'],
      ['post', '/api/customer/wishlist/remove'],
      ['get', '/api/customer/wishlist/index'],
      ['post', '/api/customer/shop/follow'],
      ['post', '/api/customer/shop/unfollow'],
      ['get', '/api/customer/shop/followed'],
      ['get', '/api/blog/list'],
      ['get', '/api/blog/detail'],
    ];
    for (const [method, path] of expected)
      expect(spec.paths[path]?.[method], `${method} ${path}`).toBeTruthy();
    const all = JSON.stringify(spec.paths['/api/customer/product/get_all_products']);
    for (const word of [
      'category_id',
      'brand_id',
      'shop_id',
      'min_price',
      'max_price',
      'price_desc',
      'price_asc',
    ])
      expect(all).toContain(word);
    expect(JSON.stringify(spec.paths['/api/search/{term}'])).toContain('relevance');
  });
});

describe('malformed requests', () => {
  it('never answer 500', async () => {
    const urls = [
      '/api/brand/1',
      '/api/category/1/1',
      '/api/shop/1/1',
      '/api/search/abc',
      '/api/search/%00',
      '/api/search/a%00b',
      '/api/search/%E0%A4%A',
      '/api/customer/product/get_all_products',
      '/api/customer/product/detail',
      '/api/customer/product/comments',
      '/api/customer/product/get_recommend_list',
      '/api/customer/index/series-categorys',
      '/api/blog/detail',
      '/api/blog/list',
    ];
    const queries = [
      '',
      '?id[]=1',
      '?id=1&id=2',
      '?category_id[]=1',
      '?min_price=1e400',
      '?max_price=99999999999999999',
      '?sort[]=new',
      '?sort=new&sort=sales',
      '?page=-1&pagesize=1e9',
      '?%E0%A4%A=1',
      '?id=%00',
      '?product_id=1.0',
      '?brand_id=0x10',
      '?__proto__[x]=1&constructor=1',
      `?id=${'9'.repeat(400)}`,
    ];
    const failures: string[] = [];
    for (const url of urls) {
      for (const query of queries) {
        const response = await t.app.inject({ url: url + query });
        if (response.statusCode >= 500) failures.push(`${url}${query} ${response.statusCode}`);
      }
    }
    for (const url of [
      '/api/customer/wishlist/add',
      '/api/customer/shop/follow',
      '/api/customer/index/get-all-brand',
    ]) {
      for (const payload of ['{"product_id":{"$gt":1}}', '[]', '{"shop_id":"1\\u0000"}', 'null']) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          payload,
          headers: { 'content-type': 'application/json' },
        });
        if (response.statusCode >= 500) failures.push(`${url} ${payload} ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
    const nul = envelope<ProductPage>(await get(t.app, '/search/phone%00case'));
    expect(nul.code).toBe(200);
  });
});
