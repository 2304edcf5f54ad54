import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Dashboard } from '@mall/contract/orders';
import {
  sellerApplicationSchema,
  sellerProductSchema,
  type SellerDashboard,
  type SellerProduct,
} from '@mall/contract/seller';
import { notices, products, shops, stockApplications } from '../../db/schema/index';
import { registerUser } from '../../test/fixtures';
import { expectShopInvariants } from '../../test/order-invariants';
import { addAddress, insertShop, placeOrders } from '../../test/shop-fixtures';
import { envelope, get, post } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { usingPostgres } from '../../test/test-db';
import { adminToken, creditBalance, uploadImage } from '../../test/wallet-fixtures';

let admin = '';

const t = useTestApp({
  reset: 'each',
  invariants: expectShopInvariants,
  seed: async ({ app, db }) => {
    admin = (await adminToken(app, db)).token;
  },
});

const call = async <T = unknown>(url: string, body: Record<string, unknown>, token: string) =>
  envelope<T>(await post(t.app, url, body, { token }));
const decide = (type: number, id: number, approve: 0 | 1, message = '') =>
  call<{ status: number }>('/admin/review/decide', { type, id, approve, message }, admin);
const info = async (token: string) =>
  envelope<{ is_seller: boolean; seller_status: string }>(
    await get(t.app, '/customer/info/get_userinfo', {}, { token }),
  ).data;

async function applicant() {
  const me = await registerUser(t.app);
  const token = me['access-token'];
  const [front, back] = [await uploadImage(t.app, token), await uploadImage(t.app, token)];
  const letters = me.user.id
    .toString(26)
    .replace(/./g, (c) => String.fromCharCode(97 + parseInt(c, 26)));
  const body = {
    shop_name: `Acme Goods ${letters}`,
    contact_name: 'Ann',
    telephone: '+1 555 0101',
    address: '2 Side St',
    id_front: front,
    id_back: back,
  };
  return { id: me.user.id, token, body };
}

describe('seller applications (100)', () => {
  it('applying writes an application and a Notice 100; applying again is 2000016 with it', async () => {
    const a = await applicant();
    const applied = await call<{ id: number }>('/customer/user/applyseller', a.body, a.token);
    expect(applied.code).toBe(200);
    expect(sellerApplicationSchema.parse(applied.data)).toMatchObject({
      status: 0,
      shop_name: a.body.shop_name,
      id_front: a.body.id_front,
    });
    expect(await info(a.token)).toMatchObject({ is_seller: false, seller_status: 'pending' });
    const [notice] = await t.testDb.database.db
      .select()
      .from(notices)
      .where(eq(notices.userId, a.id));
    expect(notice).toMatchObject({ type: 100, status: 0, refId: applied.data.id });
    expect(await call('/customer/user/applyseller', a.body, a.token)).toMatchObject({
      code: 2000016,
      data: { id: applied.data.id, status: 0 },
    });
  });

  it('validates the form and the ownership of the ID images', async () => {
    const a = await applicant();
    const other = await applicant();
    expect(
      await call('/customer/user/applyseller', { ...a.body, id_back: other.body.id_back }, a.token),
    ).toMatchObject({ code: 1000008, data: { field: 'id_back' } });
    expect(
      await call('/customer/user/applyseller', { ...a.body, id_back: '' }, a.token),
    ).toMatchObject({ code: 1000009, data: { field: 'id_back' } });
    expect(
      await call('/customer/user/applyseller', { ...a.body, shop_name: '商店' }, a.token),
    ).toMatchObject({ code: 1000008, data: { field: 'shop_name' } });
    const seller = await insertShop(t.app, t.testDb.database.db, []);
    await t.testDb.database.db
      .update(shops)
      .set({ name: 'Taken Name' })
      .where(eq(shops.id, seller.shopId));
    expect(
      await call('/customer/user/applyseller', { ...a.body, shop_name: 'taken name' }, a.token),
    ).toMatchObject({ code: 2000015, data: { field: 'shop_name' } });
    expect(
      await call(
        '/customer/user/applyseller',
        { ...a.body, shop_name: 'Another Name' },
        seller.ownerToken,
      ),
    ).toMatchObject({
      code: 2000015,
      data: { field: 'shop_name', reason: 'you already have a shop' },
    });
  });

  it('approval opens the shop and makes a seller; rejection lets the user apply again', async () => {
    const a = await applicant();
    const b = await applicant();
    const first = await call<{ id: number }>('/customer/user/applyseller', a.body, a.token);
    const second = await call<{ id: number }>('/customer/user/applyseller', b.body, b.token);
    const listed = envelope<{ list: { id: number; review_type: number; user: { id: number } }[] }>(
      await get(t.app, '/admin/review/index', { type: '100', status: '0' }, { token: admin }),
    );
    expect(listed.data.list.map((x) => [x.id, x.review_type, x.user.id])).toEqual([
      [second.data.id, 100, b.id],
      [first.data.id, 100, a.id],
    ]);
    expect((await decide(100, first.data.id, 1, 'Welcome')).data).toMatchObject({ status: 1 });
    expect(await info(a.token)).toMatchObject({ is_seller: true, seller_status: 'approved' });
    expect(envelope(await get(t.app, '/seller/dashboard', {}, { token: a.token })).code).toBe(200);
    expect((await decide(100, first.data.id, 0)).code).toBe(2000018);
    expect((await decide(100, 999999, 1)).code).toBe(2000019);
    expect((await decide(100, second.data.id, 0, 'Blurry ID')).data).toMatchObject({ status: -1 });
    expect(await info(b.token)).toMatchObject({ is_seller: false, seller_status: 'rejected' });
    const [notice] = await t.testDb.database.db
      .select()
      .from(notices)
      .where(eq(notices.userId, b.id));
    expect(notice).toMatchObject({ status: -1, isread: false });
    expect(notice?.content).toContain('Blurry ID');
    expect((await call('/customer/user/applyseller', b.body, b.token)).code).toBe(200);
  });

  it.runIf(usingPostgres())(
    'two applications at once: one is recorded, the other is 2000016',
    async () => {
      const a = await applicant();
      const codes = await Promise.all(
        [0, 1, 2].map(() =>
          call('/customer/user/applyseller', a.body, a.token).then((x) => x.code),
        ),
      );
      expect(codes.sort((x, y) => x - y)).toEqual([200, 2000016, 2000016]);
    },
  );
});

describe('products (200)', () => {
  it('a new product is pending, hidden until approved, then on sale in lists and detail', async () => {
    const db = t.testDb.database.db;
    const seller = await insertShop(t.app, db, []);
    const image = await uploadImage(t.app, seller.ownerToken);
    const saved = await call<SellerProduct>(
      '/seller/product/save',
      {
        name_en: 'Blue kettle',
        name_es: 'Hervidor azul',
        description_en: '<p>Boils</p>',
        price: '24.90',
        stock: 12,
        category_id: seller.categoryId,
        images: [image],
      },
      seller.ownerToken,
    );
    expect(saved.code).toBe(200);
    expect(sellerProductSchema.parse(saved.data)).toMatchObject({
      status: 'pending',
      price: 24.9,
      // Stock moves by deltas only (api-contract 6.1): the initial 12 units are a stock-in application.
      stock: 0,
      stock_received: 0,
      name_es: 'Hervidor azul',
      images: [image],
      image,
      revision: null,
    });
    const id = saved.data.id;
    const [initial] = await db
      .select()
      .from(stockApplications)
      .where(eq(stockApplications.productId, id));
    expect(initial).toMatchObject({ qty: 12, status: 0, userId: seller.ownerId });
    const all = async () =>
      envelope<{ list: { id: number }[] }>(
        await get(t.app, '/customer/product/get_all_products', { shop_id: String(seller.shopId) }),
      ).data.list.map((p) => p.id);
    expect(await all()).toEqual([]);
    expect(envelope(await get(t.app, '/customer/product/detail', { id: String(id) })).code).toBe(
      2000021,
    );
    const [notice] = await db.select().from(notices).where(eq(notices.refId, id));
    expect(notice).toMatchObject({ type: 200, status: 0, userId: seller.ownerId });
    const pending = envelope<{ list: { id: number; user: { id: number } }[] }>(
      await get(t.app, '/admin/review/index', { type: '200', status: '0' }, { token: admin }),
    );
    expect(pending.data.list.map((p) => [p.id, p.user.id])).toEqual([[id, seller.ownerId]]);
    expect((await decide(200, id, 1)).data).toMatchObject({ status: 1, review_type: 200 });
    // The decision clears every instance's catalogue cache by NOTIFY at commit: this one's listener hears it shortly.
    for (let i = 0; i < 40 && (await all()).length === 0; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await all()).toEqual([id]);
    expect(
      envelope<{ name: string }>(
        await get(t.app, '/customer/product/detail', { id: String(id) }, { lang: 'es' }),
      ).data.name,
    ).toBe('Hervidor azul');
    expect((await decide(200, id, 0)).code).toBe(2000018);
  });

  it('a rejected product goes back to review when edited; saves never write stock (stock + sales = received)', async () => {
    const db = t.testDb.database.db;
    const seller = await insertShop(t.app, db, [
      { stock: 10, priceCents: 1000 },
      { status: 'pending' },
    ]);
    const image = await uploadImage(t.app, seller.ownerToken);
    const [rejectedId, productId] = [seller.productIds[1] ?? 0, seller.productIds[0] ?? 0];
    await decide(200, rejectedId, 0, 'Photo missing');
    const form = {
      name_en: 'Fixed',
      price: 10,
      stock: 3,
      category_id: seller.categoryId,
      images: JSON.stringify([image]),
    };
    const resubmitted = await call<SellerProduct>(
      '/seller/product/save',
      { ...form, id: rejectedId },
      seller.ownerToken,
    );
    expect(resubmitted.data).toMatchObject({
      status: 'pending',
      review_message: '',
      stock: 10,
      stock_received: 10,
    });

    const buyer = (await registerUser(t.app))['access-token'];
    await addAddress(t.app, buyer);
    await placeOrders(t.app, buyer, [{ productId, qty: 4 }]);
    const edited = await call<SellerProduct>(
      '/seller/product/save',
      { ...form, id: productId, stock: 2 },
      seller.ownerToken,
    );
    expect(edited.data).toMatchObject({
      status: 'approved',
      stock: 6,
      sales: 4,
      stock_received: 10,
      revision: { status: 0, name_en: 'Fixed' },
    });

    const other = await insertShop(t.app, db, []);
    const otherImage = await uploadImage(t.app, other.ownerToken);
    expect(
      (
        await call(
          '/seller/product/save',
          { ...form, id: productId, images: [otherImage], category_id: other.categoryId },
          other.ownerToken,
        )
      ).code,
    ).toBe(2000019);
    expect(
      await call('/seller/product/save', { ...form, images: [otherImage] }, seller.ownerToken),
    ).toMatchObject({ code: 1000008, data: { field: 'images' } });
    expect(
      await call('/seller/product/save', { ...form, category_id: 999999 }, seller.ownerToken),
    ).toMatchObject({ code: 1000008, data: { field: 'category_id' } });
    expect(
      await call('/seller/product/save', { ...form, price: '1.999' }, seller.ownerToken),
    ).toMatchObject({ code: 1000008, data: { field: 'price' } });
    expect(
      await call('/seller/product/save', { ...form, name_en: '' }, seller.ownerToken),
    ).toMatchObject({ code: 1000009, data: { field: 'name_en' } });
    expect(await call('/seller/product/save', form, buyer)).toMatchObject({
      code: 1000008,
      data: { reason: 'forbidden' },
    });
    const mine = envelope<{ list: { id: number }[] }>(
      await get(
        t.app,
        '/seller/product/index',
        { status: 'pending' },
        { token: seller.ownerToken },
      ),
    );
    expect(mine.data.list.map((p) => p.id)).toEqual([rejectedId]);
    const [row] = await db.select().from(products).where(eq(products.id, productId));
    expect(row).toMatchObject({ stock: 6, sales: 4, stockReceived: 10 });
  });
});

describe('dashboards', () => {
  it('counts the buyer’s cart, wishlist and orders, and the seller’s sales', async () => {
    const db = t.testDb.database.db;
    const seller = await insertShop(t.app, db, [{ priceCents: 1000 }, { priceCents: 250 }]);
    const me = await registerUser(t.app);
    const token = me['access-token'];
    await creditBalance(db, me.user.id, 10_000);
    await addAddress(t.app, token);
    const [paid] = await placeOrders(t.app, token, [
      { productId: seller.productIds[0] ?? 0, qty: 3 },
    ]);
    await call('/customer/order/pay', { order_id: paid?.order_id }, token);
    const [cancelled] = await placeOrders(t.app, token, [
      { productId: seller.productIds[1] ?? 0, qty: 1 },
    ]);
    await call('/customer/order/cancel', { order_id: cancelled?.order_id }, token);
    await placeOrders(t.app, token, [{ productId: seller.productIds[1] ?? 0, qty: 2 }]);
    await post(
      t.app,
      '/checkout/cart/add',
      { product_id: seller.productIds[1], qty: 2 },
      { token },
    );
    await post(t.app, '/customer/wishlist/add', { product_id: seller.productIds[0] }, { token });
    const mine = envelope<Dashboard>(
      await get(t.app, '/customer/info/dashboard', {}, { token }),
    ).data;
    expect(mine).toMatchObject({
      cart_count: 2,
      wishlist_count: 1,
      order_count: 2,
      ordered_count: 5,
      default_address: { first_name: 'Ada' },
    });
    expect(mine.sales_amount).toBeUndefined();
    await db.execute(
      sql`update orders set created_at = date_trunc('month', now(), 'UTC') - interval '1 day' where id = ${paid?.order_id ?? 0}`,
    );
    const shop = envelope<SellerDashboard>(
      await get(t.app, '/seller/dashboard', {}, { token: seller.ownerToken }),
    ).data;
    expect(shop).toEqual({
      sales_amount: 30,
      month_sales: 0,
      last_month_sales: 30,
      total_sales: 3,
      order_count: 2,
      product_count: 2,
      balance: 0,
    });
    const sellerView = envelope<Dashboard>(
      await get(t.app, '/customer/info/dashboard', {}, { token: seller.ownerToken }),
    ).data;
    expect(sellerView).toMatchObject({
      order_count: 0,
      sales_amount: 30,
      month_sales: 0,
      last_month_sales: 30,
      total_sales: 3,
    });
    expect(envelope(await get(t.app, '/seller/dashboard', {}, { token })).data).toMatchObject({
      reason: 'forbidden',
    });
  });
});
