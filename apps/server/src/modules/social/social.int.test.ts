import { describe, expect, it } from 'vitest';
import type { ProductPage, ShopSummary } from '@mall/contract/catalog';
import type { UserInfo } from '@mall/contract/auth';
import type { Page } from '@mall/contract/pagination';
import { sql } from 'drizzle-orm';
import { seedCatalog, type CatalogFixture } from '../../test/catalog-fixtures';
import { loggedInUser } from '../../test/fixtures';
import { envelope, get, post } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

let f: CatalogFixture;
let token = '';
let other = '';
const t = useTestApp({
  reset: { tables: ['wishlists', 'shop_follows'] },
  seed: async ({ app, db }) => {
    f = await seedCatalog(db);
    const [user, second] = await Promise.all([loggedInUser(app, db), loggedInUser(app, db)]);
    [token, other] = [user.token, second.token];
  },
});

const wish = (action: 'add' | 'remove', productId: number, as = token) =>
  post(t.app, `/customer/wishlist/${action}`, { product_id: productId }, { token: as }).then((r) =>
    envelope<{ count: number }>(r),
  );
const shopCall = (action: 'follow' | 'unfollow', shopId: number, as = token) =>
  post(t.app, `/customer/shop/${action}`, { shop_id: shopId }, { token: as }).then((r) =>
    envelope<{ followed: boolean; followers: number }>(r),
  );

describe('wishlist', () => {
  it('adds products once, counts them and lists them latest first', async () => {
    expect((await wish('add', f.product.phone)).data).toEqual({ count: 1 });
    expect((await wish('add', f.product.shoes)).data).toEqual({ count: 2 });
    expect((await wish('add', f.product.phone)).data).toEqual({ count: 2 });
    expect((await wish('add', f.product.jacket, other)).data).toEqual({ count: 1 });
    const page = envelope<ProductPage>(
      await get(t.app, '/customer/wishlist/index', {}, { token, lang: 'zh' }),
    ).data;
    expect(page.list.map((p) => p.id)).toEqual([f.product.shoes, f.product.phone]);
    expect(page.list[0]).toMatchObject({ name: '跑步鞋', price: 79, rating: 3 });
    expect(page).toMatchObject({ total: 2, page: 1, pagesize: 15 });
    const second = envelope<ProductPage>(
      await get(t.app, '/customer/wishlist/index', { pagesize: '1', page: '2' }, { token }),
    ).data;
    expect(second.list.map((p) => p.id)).toEqual([f.product.phone]);
    const info = envelope<UserInfo>(
      await get(t.app, '/customer/info/get_userinfo', {}, { token }),
    ).data;
    expect(info.product.count).toBe(2);
  });

  it('removes products; removing one not in the list changes nothing', async () => {
    await wish('add', f.product.phone);
    await wish('add', f.product.shoes);
    expect((await wish('remove', f.product.phone)).data).toEqual({ count: 1 });
    expect((await wish('remove', f.product.phone)).data).toEqual({ count: 1 });
    expect((await wish('remove', f.product.pending)).data).toEqual({ count: 1 });
  });

  it('answers 2000021 for an unknown or hidden product; validates product_id', async () => {
    expect((await wish('add', 999999)).code).toBe(2000021);
    expect((await wish('add', f.product.pending)).code).toBe(2000021);
    expect((await wish('remove', 999999)).code).toBe(2000021);
    expect(envelope(await post(t.app, '/customer/wishlist/add', {}, { token }))).toMatchObject({
      code: 1000009,
      data: { field: 'product_id' },
    });
    expect(
      envelope(await post(t.app, '/customer/wishlist/add', { product_id: 'x' }, { token })),
    ).toMatchObject({
      code: 1000008,
      data: { field: 'product_id' },
    });
    expect(
      envelope(
        await post(
          t.app,
          '/customer/wishlist/add',
          { product_id: f.product.phone },
          { json: true, token },
        ),
      ).code,
    ).toBe(200);
  });

  it('hides products that stopped being visible from the list', async () => {
    await wish('add', f.product.phone);
    await t.testDb.database.db.execute(sql`insert into wishlists (user_id, product_id)
      select user_id, ${f.product.off} from wishlists limit 1`);
    const page = envelope<ProductPage>(
      await get(t.app, '/customer/wishlist/index', {}, { token }),
    ).data;
    expect(page.list.map((p) => p.id)).toEqual([f.product.phone]);
    expect(page.total).toBe(1);
  });

  it('needs a login', async () => {
    expect(
      envelope(await post(t.app, '/customer/wishlist/add', { product_id: f.product.phone })).code,
    ).toBe(1100003);
    expect(envelope(await get(t.app, '/customer/wishlist/index')).code).toBe(1100003);
    expect(
      envelope(await post(t.app, '/customer/wishlist/remove', { product_id: 1 }, { token: 'bad' }))
        .code,
    ).toBe(1000004);
  });
});

describe('shop follows', () => {
  it('follows once, counts followers, unfollows', async () => {
    expect((await shopCall('follow', f.shop.gadget)).data).toEqual({
      followed: true,
      followers: 1,
    });
    expect((await shopCall('follow', f.shop.gadget)).data).toEqual({
      followed: true,
      followers: 1,
    });
    expect((await shopCall('follow', f.shop.gadget, other)).data).toEqual({
      followed: true,
      followers: 2,
    });
    expect((await shopCall('unfollow', f.shop.gadget)).data).toEqual({
      followed: false,
      followers: 1,
    });
    expect((await shopCall('unfollow', f.shop.gadget)).data).toEqual({
      followed: false,
      followers: 1,
    });
  });

  it('lists the followed open shops, latest first, with their summary', async () => {
    await shopCall('follow', f.shop.gadget);
    await shopCall('follow', f.shop.style);
    await shopCall('follow', f.shop.style, other);
    const page = envelope<Page<ShopSummary>>(
      await get(t.app, '/customer/shop/followed', {}, { token }),
    ).data;
    expect(page).toMatchObject({ total: 2, page: 1, pagesize: 15 });
    expect(page.list).toEqual([
      {
        id: f.shop.style,
        name: 'Style Street',
        logo: '/static/s/style.png',
        banner: '',
        description: '',
        product_count: 2,
        followers: 2,
        followed: true,
        rating: 3,
      },
      {
        id: f.shop.gadget,
        name: 'Gadget Harbor',
        logo: '/static/s/gadget.png',
        banner: '/static/s/gadget-banner.png',
        description: 'Devices',
        product_count: 4,
        followers: 1,
        followed: true,
        rating: 4.3,
      },
    ]);
    const second = envelope<Page<ShopSummary>>(
      await get(t.app, '/customer/shop/followed', { pagesize: '1', page: '2' }, { token }),
    ).data;
    expect(second.list.map((s) => s.id)).toEqual([f.shop.gadget]);
  });

  it('answers 2000019 for an unknown shop or following a suspended one; a suspended shop can be unfollowed', async () => {
    expect((await shopCall('follow', 999999)).code).toBe(2000019);
    expect((await shopCall('follow', f.shop.closed)).code).toBe(2000019);
    expect((await shopCall('unfollow', 999999)).code).toBe(2000019);
    expect((await shopCall('unfollow', f.shop.closed)).data).toEqual({
      followed: false,
      followers: 0,
    });
    expect(envelope(await post(t.app, '/customer/shop/follow', {}, { token }))).toMatchObject({
      code: 1000009,
      data: { field: 'shop_id' },
    });
  });

  it('needs a login', async () => {
    expect(
      envelope(await post(t.app, '/customer/shop/follow', { shop_id: f.shop.gadget })).code,
    ).toBe(1100003);
    expect(envelope(await get(t.app, '/customer/shop/followed')).code).toBe(1100003);
  });
});
