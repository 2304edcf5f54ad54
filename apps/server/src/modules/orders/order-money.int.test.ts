import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Reconciliation } from '@mall/contract/ledger';
import type { Order, Refund } from '@mall/contract/orders';
import { categories, commissionDues, orders, products } from '../../db/schema/index';
import { registerUser } from '../../test/fixtures';
import { expectShopInvariants } from '../../test/order-invariants';
import { insertShop, orderWorld, placeOrders, type ShopFixture } from '../../test/shop-fixtures';
import { envelope, get, post } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { creditBalance, setSetting } from '../../test/wallet-fixtures';
import { cancelExpiredOrders } from './order-expiry';

let shop: ShopFixture;
let token = '';
let admin = '';

const t = useTestApp({
  reset: 'each',
  invariants: expectShopInvariants,
  seed: async ({ app, db }) => {
    ({ shop, token, admin } = await orderWorld(app, db, [
      { priceCents: 2000 },
      { priceCents: 500 },
    ]));
  },
});

const call = async <T = Order>(url: string, body: Record<string, unknown>, as = token) =>
  envelope<T>(await post(t.app, url, body, { token: as }));
const balances = async (as = token) =>
  envelope<{ balance: number; merchant_balance: number }>(
    await get(t.app, '/customer/info/get_user_balance', {}, { token: as }),
  ).data;
const books = async () =>
  envelope<Reconciliation>(await get(t.app, '/admin/ledger/reconcile', {}, { token: admin })).data;

/** One order of 20.00 (product 0) placed, paid by `method`, shipped and delivered. */
async function delivered(method: 'wallet' | 'cod' | 'bank', productIndex = 0): Promise<number> {
  const [order] = await placeOrders(t.app, token, [
    { productId: shop.productIds[productIndex] ?? 0 },
  ]);
  const id = order?.order_id ?? 0;
  expect((await call('/customer/order/pay', { order_id: id, payment_method: method })).code).toBe(
    200,
  );
  if (method === 'bank')
    await call('/admin/order/confirm_payment', { order_id: id, approve: 1 }, admin);
  expect(
    (await call('/seller/order/ship', { order_id: id, log_sn: 'LS1' }, shop.ownerToken)).code,
  ).toBe(200);
  await call('/admin/order/advance', { order_id: id, delivery_status: 'delivered' }, admin);
  return id;
}

describe('money model (contract 6.1)', () => {
  it('a wallet payment is held in escrow and paid to the shop less 5% commission on completion', async () => {
    const id = await delivered('wallet');
    expect(await books()).toMatchObject({
      money_in: 100,
      money_out: 0,
      difference: 0,
      accounts: { balance: 80, escrow: 20 },
    });
    await call('/customer/order/complete', { order_id: id });
    expect((await balances(shop.ownerToken)).merchant_balance).toBe(19);
    expect(await books()).toMatchObject({
      difference: 0,
      accounts: { escrow: 0, merchant: 19, commission: 1 },
    });
  });

  it('cash on delivery: completion credits the shop nothing and records the commission it owes, taken from its next credit', async () => {
    const cod = await delivered('cod');
    await call('/customer/order/complete', { order_id: cod });
    expect((await balances(shop.ownerToken)).merchant_balance).toBe(0);
    expect(await books()).toMatchObject({ money_in: 100, accounts_total: 100, difference: 0 });
    const [due] = await t.testDb.database.db.select().from(commissionDues);
    expect(due).toMatchObject({ orderId: cod, amountCents: 100, settledCents: 0 });

    const paid = await delivered('wallet');
    await call('/customer/order/complete', { order_id: paid });
    // 20.00 less its own 1.00 commission less the 1.00 owed on the cash-on-delivery order.
    expect((await balances(shop.ownerToken)).merchant_balance).toBe(18);
    expect((await books()).accounts.commission).toBe(2);
    const [settled] = await t.testDb.database.db.select().from(commissionDues);
    expect(settled?.settledCents).toBe(100);
  });

  it('a cash-on-delivery refund the shop cannot cover is settled offline: no wallet is credited, the buyer confirms once', async () => {
    const id = await delivered('cod');
    const before = (await balances()).balance;
    const asked = await call<Refund>('/customer/order/refund', { order_id: id, reason: 'broken' });
    const decided = await call<Refund>(
      '/seller/refund/decide',
      { id: asked.data.id, approve: 1 },
      shop.ownerToken,
    );
    expect(decided.data).toMatchObject({
      state: 'approved',
      settlement: 'offline',
      offline_confirmed_at: null,
    });
    expect((await balances()).balance).toBe(before);
    expect((await books()).difference).toBe(0);

    const stranger = (await registerUser(t.app))['access-token'];
    expect(
      (await call('/customer/order/refund_offline_confirm', { id: asked.data.id }, stranger)).code,
    ).toBe(2000019);
    const confirmed = await call<Refund>('/customer/order/refund_offline_confirm', {
      id: asked.data.id,
    });
    expect(confirmed.data.offline_confirmed_at).not.toBeNull();
    expect((await call('/customer/order/refund_offline_confirm', { id: asked.data.id })).code).toBe(
      2000019,
    );
    expect((await balances()).balance).toBe(before);
  });

  it('a cash-on-delivery refund the shop can cover moves from its merchant balance to the buyer', async () => {
    await creditBalance(t.testDb.database.db, shop.ownerId, 5_000);
    expect(
      (await call('/customer/info/transfer_balance_to_merchat', { amount: 30 }, shop.ownerToken))
        .code,
    ).toBe(200);
    const id = await delivered('cod');
    const before = (await balances()).balance;
    const asked = await call<Refund>('/customer/order/refund', { order_id: id, reason: 'broken' });
    const decided = await call<Refund>(
      '/seller/refund/decide',
      { id: asked.data.id, approve: 1 },
      shop.ownerToken,
    );
    expect(decided.data.settlement).toBe('merchant');
    expect((await balances()).balance).toBe(before + 20);
    expect((await balances(shop.ownerToken)).merchant_balance).toBe(10);
  });

  it('a confirmed bank payment is money entering escrow; cancelling returns it to the wallet', async () => {
    const [order] = await placeOrders(t.app, token, [{ productId: shop.productIds[0] ?? 0 }]);
    const id = order?.order_id ?? 0;
    await call('/customer/order/pay', { order_id: id, payment_method: 'bank' });
    expect((await books()).money_in).toBe(100);
    await call('/admin/order/confirm_payment', { order_id: id, approve: 1 }, admin);
    expect(await books()).toMatchObject({ money_in: 120, accounts: { escrow: 20 }, difference: 0 });
    await call('/customer/order/cancel', { order_id: id });
    expect((await balances()).balance).toBe(120);
    expect((await books()).accounts.escrow).toBe(0);
  });

  it('follows the commission setting and a category’s own (or its parent’s) percent', async () => {
    const db = t.testDb.database.db;
    await setSetting(db, 'commission_percent', 0);
    const free = await delivered('wallet');
    await call('/customer/order/complete', { order_id: free });
    expect((await balances(shop.ownerToken)).merchant_balance).toBe(20);

    const [parent] = await db
      .insert(categories)
      .values({ name_en: 'Parent', commissionPercent: '12.5' })
      .returning();
    await db
      .update(categories)
      .set({ parentId: parent!.id })
      .where(eq(categories.id, shop.categoryId));
    const inherited = await delivered('wallet');
    await call('/customer/order/complete', { order_id: inherited });
    expect((await balances(shop.ownerToken)).merchant_balance).toBe(20 + 17.5);

    await db
      .update(categories)
      .set({ commissionPercent: '10' })
      .where(eq(categories.id, shop.categoryId));
    const own = await delivered('wallet');
    await call('/customer/order/complete', { order_id: own });
    expect((await balances(shop.ownerToken)).merchant_balance).toBe(37.5 + 18);
    const [row] = await db
      .select({ commission: orders.commissionCents })
      .from(orders)
      .where(eq(orders.id, own));
    expect(row?.commission).toBe(200);
  });
});

describe('refusing and limiting orders', () => {
  it('the seller rejects an unshipped paid order: stock and money return; another shop or a shipped order cannot', async () => {
    const db = t.testDb.database.db;
    const [order] = await placeOrders(t.app, token, [
      { productId: shop.productIds[0] ?? 0, qty: 2 },
    ]);
    const id = order?.order_id ?? 0;
    await call('/customer/order/pay', { order_id: id });
    expect((await balances()).balance).toBe(60);
    const other = await insertShop(t.app, db);
    expect(
      (
        await call(
          '/seller/order/reject',
          { order_id: id, reason: 'Out of stock' },
          other.ownerToken,
        )
      ).code,
    ).toBe(1500018);
    expect(
      (await call('/seller/order/reject', { order_id: id, reason: '' }, shop.ownerToken)).code,
    ).toBe(1000009);
    // The text rule: a control character in the reason is 1000008, not a 500 from the database.
    expect(
      await call(
        '/seller/order/reject',
        { order_id: id, reason: 'nul\u0000here' },
        shop.ownerToken,
      ),
    ).toMatchObject({ code: 1000008, data: { field: 'reason' } });
    const rejected = await call(
      '/seller/order/reject',
      { order_id: id, reason: 'Out of stock' },
      shop.ownerToken,
    );
    expect(rejected.data).toMatchObject({ order_status: 'cancelled', payment_status: 'refunded' });
    expect((await balances()).balance).toBe(100);
    const [product] = await db
      .select()
      .from(products)
      .where(eq(products.id, shop.productIds[0] ?? 0));
    expect(product).toMatchObject({ stock: 10, sales: 0 });

    const shipped = await delivered('wallet');
    expect(
      (await call('/seller/order/reject', { order_id: shipped, reason: 'late' }, shop.ownerToken))
        .code,
    ).toBe(2000033);
    expect(
      (await call('/admin/order/cancel', { order_id: shipped, reason: 'late' }, admin)).code,
    ).toBe(2000033);
  });

  it('an admin cancels any unshipped order; a buyer cannot call it', async () => {
    const [order] = await placeOrders(t.app, token, [{ productId: shop.productIds[1] ?? 0 }]);
    const id = order?.order_id ?? 0;
    await call('/customer/order/pay', { order_id: id, payment_method: 'cod' });
    expect(await call('/admin/order/cancel', { order_id: id, reason: 'Fraud' })).toMatchObject({
      code: 1000008,
      data: { reason: 'forbidden' },
    });
    expect(
      (await call('/admin/order/cancel', { order_id: id, reason: 'Fraud' }, admin)).data,
    ).toMatchObject({
      order_status: 'cancelled',
      cancel_remark: 'Fraud',
    });
  });

  it('cash on delivery is refused above cod_max_order (1500019), and a cash-on-delivery order not shipped in time is cancelled', async () => {
    const db = t.testDb.database.db;
    await setSetting(db, 'cod_max_order', 15);
    const [big] = await placeOrders(t.app, token, [{ productId: shop.productIds[0] ?? 0 }]);
    expect(
      await call('/customer/order/pay', { order_id: big?.order_id, payment_method: 'cod' }),
    ).toMatchObject({
      code: 1500019,
      data: { reason: 'cod_limit', cod_max: 15 },
    });
    const [small] = await placeOrders(t.app, token, [{ productId: shop.productIds[1] ?? 0 }]);
    const id = small?.order_id ?? 0;
    expect(
      (await call('/customer/order/pay', { order_id: id, payment_method: 'cod' })).data
        .order_status,
    ).toBe('to_ship');
    const [row] = await db
      .select({ expiresAt: orders.expiresAt })
      .from(orders)
      .where(eq(orders.id, id));
    expect(row?.expiresAt).not.toBeNull();
    expect(await cancelExpiredOrders(db)).toBe(0);
    await db.execute(
      sql`update orders set expires_at = now() - interval '1 minute' where id = ${id}`,
    );
    expect(await cancelExpiredOrders(db)).toBe(1);
    const [after] = await db.select().from(orders).where(eq(orders.id, id));
    expect(after).toMatchObject({ orderStatus: 'cancelled', cancelRemark: 'Not shipped in time' });
  });

  it('a shipped cash-on-delivery order no longer expires', async () => {
    const db = t.testDb.database.db;
    const [order] = await placeOrders(t.app, token, [{ productId: shop.productIds[1] ?? 0 }]);
    const id = order?.order_id ?? 0;
    await call('/customer/order/pay', { order_id: id, payment_method: 'cod' });
    await call('/seller/order/ship', { order_id: id, log_sn: 'LS2' }, shop.ownerToken);
    const [row] = await db
      .select({ expiresAt: orders.expiresAt })
      .from(orders)
      .where(eq(orders.id, id));
    expect(row?.expiresAt).toBeNull();
  });
});

describe('reconciliation call', () => {
  it('is for admins only', async () => {
    expect(envelope(await get(t.app, '/admin/ledger/reconcile', {}, { token }))).toMatchObject({
      code: 1000008,
      data: { reason: 'forbidden' },
    });
    expect(envelope(await get(t.app, '/admin/ledger/reconcile', {})).code).toBe(1100003);
  });
});
