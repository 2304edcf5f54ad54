import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartSchema, type Cart } from '@mall/contract/cart';
import { products } from '../../db/schema/index';
import { loginToken, registerUser } from '../../test/fixtures';
import { expectShopInvariants } from '../../test/order-invariants';
import { insertShop, type ShopFixture } from '../../test/shop-fixtures';
import { envelope, get, post } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

let shop: ShopFixture;
let token = '';
let email = '';

const t = useTestApp({
  reset: 'each',
  invariants: expectShopInvariants,
  seed: async ({ app, db }) => {
    shop = await insertShop(app, db, [
      { stock: 5, priceCents: 1250 },
      { stock: 2, priceCents: 99 },
      { status: 'pending' },
    ]);
    const me = await registerUser(app);
    token = me['access-token'];
    email = me.user.email;
  },
});

const add = (body: Record<string, unknown>, as = token) =>
  post(t.app, '/checkout/cart/add', body, { token: as });
const cart = async (as = token) =>
  cartSchema.parse(
    envelope<Cart>(await get(t.app, '/checkout/cart/index', {}, { token: as })).data,
  );
const update = (body: Record<string, unknown>, as = token) =>
  post(t.app, '/checkout/cart/updateinfo', body, { token: as });
const select = (body: Record<string, unknown>, as = token) =>
  post(t.app, '/checkout/cart/select', body, { token: as });
const p = (i: number) => shop.productIds[i] ?? 0;

describe('POST /checkout/cart/add', () => {
  it('adds units up to the stock and answers the units in the cart', async () => {
    expect(envelope(await add({ product_id: p(0), qty: 2 }))).toMatchObject({
      code: 200,
      data: { items_count: 2 },
    });
    expect(envelope(await add({ product_id: p(0) })).data).toEqual({ items_count: 3 });
    expect(envelope(await add({ product_id: p(1), qty: 2 })).data).toEqual({ items_count: 5 });
    expect(envelope(await add({ product_id: p(0), qty: 3 }))).toMatchObject({
      code: 2000023,
      data: { product_id: p(0) },
    });
    expect(envelope(await add({ product_id: p(1), qty: 1 })).code).toBe(2000023);
    const lines = (await cart()).items;
    expect(lines.map((l) => [l.product_id, l.qty])).toEqual([
      [p(1), 2],
      [p(0), 3],
    ]);
  });

  it('buy now holds exactly qty and leaves only that line selected', async () => {
    await add({ product_id: p(0), qty: 4 });
    await add({ product_id: p(1), qty: 1 });
    expect(envelope(await add({ product_id: p(0), qty: 2, buy_now: 1 })).data).toEqual({
      items_count: 3,
    });
    const c = await cart();
    expect(c.items.map((l) => [l.product_id, l.qty, l.selected])).toEqual([
      [p(1), 1, false],
      [p(0), 2, true],
    ]);
    expect(c.subtotal).toBe(25);
  });

  it('refuses products not for sale (2000021) and malformed quantities', async () => {
    expect(envelope(await add({ product_id: p(2) }))).toMatchObject({
      code: 2000021,
      data: { product_id: p(2) },
    });
    expect(envelope(await add({ product_id: 999999 })).code).toBe(2000021);
    expect(envelope(await add({ product_id: p(0), qty: 0 }))).toMatchObject({
      code: 1000008,
      data: { field: 'qty' },
    });
    expect(envelope(await add({ product_id: p(0), qty: 1.5 }))).toMatchObject({
      code: 1000008,
      data: { field: 'qty' },
    });
    expect(envelope(await add({ qty: 1 }))).toMatchObject({
      code: 1000009,
      data: { field: 'product_id' },
    });
    expect(envelope(await add({ product_id: p(0) }, '')).code).toBe(1100003);
  });

  it('counts the units in user info and in the login answer', async () => {
    await add({ product_id: p(0), qty: 3 });
    await add({ product_id: p(1), qty: 1 });
    const info = envelope<{ card: { count: number } }>(
      await get(t.app, '/customer/info/get_userinfo', {}, { token }),
    );
    expect(info.data.card.count).toBe(4);
    const login = envelope<{ card: { count: number } }>(
      await post(t.app, '/customer/login/account', { email, password: 'secret-pass-1' }),
    );
    expect(login.data.card.count).toBe(4);
  });
});

describe('GET /checkout/cart/index', () => {
  it('answers lines with price, stock, shop and the subtotal of the selected lines for sale', async () => {
    await add({ product_id: p(0), qty: 2 });
    await add({ product_id: p(1), qty: 1 });
    const c = await cart();
    expect(c).toMatchObject({ items_count: 3, subtotal: 25.99 });
    expect(c.items[1]).toMatchObject({
      product_id: p(0),
      price: 12.5,
      qty: 2,
      stock: 5,
      selected: true,
      shop: { id: shop.shopId },
    });
    await t.testDb.database.db
      .update(products)
      .set({ status: 'off' })
      .where(eq(products.id, p(0)));
    const after = await cart();
    expect(after.items[1]).toMatchObject({ stock: 0 });
    expect(after.subtotal).toBe(0.99);
  });
});

describe('POST /checkout/cart/updateinfo', () => {
  it('sets, steps and removes within the stock', async () => {
    await add({ product_id: p(0), qty: 1 });
    const itemId = (await cart()).items[0]?.item_id ?? 0;
    expect(envelope<Cart>(await update({ item_id: itemId, qty: 5 })).data.items[0]?.qty).toBe(5);
    expect(envelope(await update({ item_id: itemId, qty: 6 }))).toMatchObject({
      code: 2000023,
      data: { item_id: itemId },
    });
    expect(envelope(await update({ item_id: itemId, up_type: 'add_one' })).code).toBe(2000023);
    expect(
      envelope<Cart>(await update({ item_id: itemId, up_type: 'less_one' })).data.items[0]?.qty,
    ).toBe(4);
    expect(envelope<Cart>(await update({ item_id: itemId, qty: 1 })).data.items[0]?.qty).toBe(1);
    expect(
      envelope<Cart>(await update({ item_id: itemId, up_type: 'less_one' })).data.items[0]?.qty,
    ).toBe(1);
    expect(envelope(await update({ item_id: itemId }))).toMatchObject({
      code: 1000009,
      data: { field: 'qty' },
    });
    expect(envelope(await update({ item_id: itemId, up_type: 'double' })).code).toBe(1000008);
    expect(envelope<Cart>(await update({ item_id: itemId, up_type: 'remove' })).data).toEqual({
      items: [],
      items_count: 0,
      subtotal: 0,
    });
    expect(envelope(await update({ item_id: itemId, up_type: 'remove' })).code).toBe(2000019);
  });

  it('lets a quantity go down after the stock fell below it', async () => {
    await add({ product_id: p(0), qty: 5 });
    const itemId = (await cart()).items[0]?.item_id ?? 0;
    await t.testDb.database.db
      .update(products)
      .set({ stock: 1, stockReceived: 1 })
      .where(eq(products.id, p(0)));
    expect(
      envelope<Cart>(await update({ item_id: itemId, up_type: 'less_one' })).data.items[0]?.qty,
    ).toBe(4);
    expect(envelope(await update({ item_id: itemId, qty: 4 })).code).toBe(200);
    expect(envelope(await update({ item_id: itemId, up_type: 'add_one' })).code).toBe(2000023);
  });
});

describe('POST /checkout/cart/select', () => {
  it('selects one line or all of them', async () => {
    await add({ product_id: p(0), qty: 1 });
    await add({ product_id: p(1), qty: 1 });
    const [first] = (await cart()).items;
    expect(
      envelope<Cart>(await select({ item_id: first?.item_id, checked: 0 })).data.subtotal,
    ).toBe(12.5);
    expect(
      envelope<Cart>(await select({ all: 1, checked: 0 })).data.items.every((l) => !l.selected),
    ).toBe(true);
    expect(envelope<Cart>(await select({ all: 1, checked: 1 })).data.subtotal).toBe(13.49);
    expect(envelope(await select({ checked: 1 }))).toMatchObject({
      code: 1000009,
      data: { field: 'item_id' },
    });
  });
});

describe('access', () => {
  it('no buyer can see or change another buyer’s cart', async () => {
    await add({ product_id: p(0), qty: 2 });
    const itemId = (await cart()).items[0]?.item_id ?? 0;
    const other = await loginToken(t.app, (await registerUser(t.app)).user.email);
    expect((await cart(other)).items).toEqual([]);
    expect(envelope(await update({ item_id: itemId, qty: 1 }, other)).code).toBe(2000019);
    expect(envelope(await update({ item_id: itemId, up_type: 'remove' }, other)).code).toBe(
      2000019,
    );
    expect(envelope(await select({ item_id: itemId, checked: 0 }, other)).code).toBe(2000019);
    expect((await cart()).items[0]).toMatchObject({ qty: 2, selected: true });
  });
});
