import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, products } from '../../db/schema/index';
import { expectShopInvariants } from '../../test/order-invariants';
import { insertShop, placeOrders, registerBuyer, type ShopFixture } from '../../test/shop-fixtures';
import { envelope, get, post } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { usingPostgres } from '../../test/test-db';
import { adminToken, creditBalance } from '../../test/wallet-fixtures';
import { AUTO_COMPLETE_NOTE, completeDeliveredOrders } from './order-auto-complete';
import { cancelExpiredOrders } from './order-expiry';

/**
 * Races on one order or one wallet, released together. On PostgreSQL they really run at once
 * (row locks decide); on PGlite the same tests show that access is serialised.
 */
let shop: ShopFixture;
let token = '';
let buyerId = 0;

const t = useTestApp({
  reset: 'each',
  invariants: expectShopInvariants,
  seed: async ({ app, db }) => {
    shop = await insertShop(app, db, [{ priceCents: 6000, stock: 10 }]);
    ({ token, id: buyerId } = await registerBuyer(app, db, 10_000));
  },
});

const productId = () => shop.productIds[0] ?? 0;
const place = async () =>
  (await placeOrders(t.app, token, [{ productId: productId() }]))[0]?.order_id ?? 0;
const codeOf = async (url: string, body: Record<string, unknown>, as = token) =>
  envelope(await post(t.app, url, body, { token: as })).code;
const balance = async () =>
  envelope<{ balance: number }>(await get(t.app, '/customer/info/get_user_balance', {}, { token }))
    .data.balance;
const stateOf = async (id: number) =>
  (await t.testDb.database.db.select().from(orders).where(eq(orders.id, id)))[0];
const sorted = (codes: number[]) => [...codes].sort((a, b) => a - b);
const together = (...calls: (() => Promise<number>)[]) => Promise.all(calls.map((run) => run()));

describe(`races (${usingPostgres() ? 'PostgreSQL: concurrent' : 'PGlite: serialised'})`, () => {
  it('one wallet paying two orders it can afford once pays exactly one', async () => {
    const first = await place();
    const second = await place();
    const pay = (id: number) => () => codeOf('/customer/order/pay', { order_id: id });
    expect(sorted(await together(pay(first), pay(second)))).toEqual([200, 2000022]);
    expect(await balance()).toBe(40);
    const states = [await stateOf(first), await stateOf(second)].map((o) => o?.paymentStatus);
    expect(sorted(states.map((s) => (s === 'paid' ? 1 : 0)))).toEqual([0, 1]);
  });

  it('double pay takes the money once', async () => {
    const id = await place();
    const pay = () => codeOf('/customer/order/pay', { order_id: id });
    expect(sorted(await together(pay, pay, pay))).toEqual([200, 1500019, 1500019]);
    expect(await balance()).toBe(40);
  });

  it('double cancel returns the stock and the money once', async () => {
    const id = await place();
    await codeOf('/customer/order/pay', { order_id: id });
    const cancel = () => codeOf('/customer/order/cancel', { order_id: id });
    expect(sorted(await together(cancel, cancel))).toEqual([200, 2000032]);
    expect(await balance()).toBe(100);
    const [product] = await t.testDb.database.db
      .select()
      .from(products)
      .where(eq(products.id, productId()));
    expect(product).toMatchObject({ stock: 10, sales: 0 });
  });

  it('cancel against ship leaves one outcome', async () => {
    await creditBalance(t.testDb.database.db, buyerId, 20_000);
    for (let round = 0; round < 3; round += 1) {
      const id = await place();
      expect(await codeOf('/customer/order/pay', { order_id: id })).toBe(200);
      const cancel = () => codeOf('/customer/order/cancel', { order_id: id });
      const ship = () =>
        codeOf('/seller/order/ship', { order_id: id, log_sn: `LS${round}` }, shop.ownerToken);
      const [cancelled, shipped] = await together(cancel, ship);
      const order = await stateOf(id);
      if (cancelled === 200) {
        expect(shipped).toBe(2000005);
        expect(order).toMatchObject({
          orderStatus: 'cancelled',
          paymentStatus: 'refunded',
          logSn: '',
        });
      } else {
        expect([cancelled, shipped]).toEqual([2000033, 200]);
        expect(order).toMatchObject({ orderStatus: 'shipped', paymentStatus: 'paid' });
      }
    }
  });

  it('expiry against pay: either paid or cancelled, never both', async () => {
    const id = await place();
    await t.testDb.database.db.execute(
      sql`update orders set expires_at = now() - interval '1 minute' where id = ${id}`,
    );
    const [paid, expired] = await Promise.all([
      codeOf('/customer/order/pay', { order_id: id }),
      cancelExpiredOrders(t.testDb.database.db),
    ]);
    const order = await stateOf(id);
    if (paid === 200) expect(order).toMatchObject({ orderStatus: 'paid' });
    else expect([paid, expired, order?.orderStatus]).toEqual([1500019, 1, 'cancelled']);
    expect(await balance()).toBe(paid === 200 ? 40 : 100);
  });
});

describe('automatic cancellation of unpaid orders', () => {
  it('cancels only unpaid orders past their time, returns their stock, once, across two instances', async () => {
    const db = t.testDb.database.db;
    const due = [await place(), await place(), await place()];
    const bank = await place();
    await codeOf('/customer/order/pay', { order_id: bank, payment_method: 'bank' });
    const paid = await place();
    await codeOf('/customer/order/pay', { order_id: paid });
    const fresh = await place();
    await db.execute(
      sql`update orders set expires_at = now() - interval '1 minute' where id <> ${fresh}`,
    );
    await db.execute(sql`update orders set expires_at = null where id = ${paid}`);
    const [a, b] = await Promise.all([cancelExpiredOrders(db), cancelExpiredOrders(db)]);
    expect(a + b).toBe(3);
    expect(await cancelExpiredOrders(db)).toBe(0);
    for (const id of due)
      expect(await stateOf(id)).toMatchObject({
        orderStatus: 'cancelled',
        cancelRemark: 'Not paid in time',
        expiresAt: null,
      });
    expect((await stateOf(bank))?.paymentStatus).toBe('pending');
    expect((await stateOf(paid))?.orderStatus).toBe('paid');
    expect((await stateOf(fresh))?.orderStatus).toBe('unpaid');
    const [product] = await db.select().from(products).where(eq(products.id, productId()));
    expect(product).toMatchObject({ stock: 7, sales: 3 });
    const track = envelope<{ events: { status: string }[] }>(
      await get(t.app, '/customer/order/track', { order_id: String(due[0]) }, { token }),
    );
    expect(track.data.events.map((e) => e.status)).toEqual(['placed', 'expired']);
  });
});

describe('automatic confirmation of receipt', () => {
  it('completes orders delivered longer ago than the setting, pays the shop once, across two instances', async () => {
    const db = t.testDb.database.db;
    await creditBalance(db, buyerId, 10_000);
    const admin = (await adminToken(t.app, db)).token;
    const deliver = async () => {
      const id = await place();
      expect(await codeOf('/customer/order/pay', { order_id: id })).toBe(200);
      expect(
        await codeOf('/seller/order/ship', { order_id: id, log_sn: 'SF1' }, shop.ownerToken),
      ).toBe(200);
      expect(
        await codeOf('/admin/order/advance', { order_id: id, delivery_status: 'delivered' }, admin),
      ).toBe(200);
      return id;
    };
    const old = [await deliver(), await deliver()];
    const recent = await deliver();
    await db.execute(
      sql`update orders set delivery_time = now() - interval '11 days' where id in (${old[0]}, ${old[1]})`,
    );
    const [a, b] = await Promise.all([completeDeliveredOrders(db), completeDeliveredOrders(db)]);
    expect(a + b).toBe(2);
    expect(await completeDeliveredOrders(db)).toBe(0);
    for (const id of old)
      expect(await stateOf(id)).toMatchObject({
        orderStatus: 'completed',
        deliveryStatus: 'received',
      });
    expect((await stateOf(recent))?.orderStatus).toBe('delivered');
    const merchant = envelope<{ merchant_balance: number }>(
      await get(t.app, '/customer/info/get_user_balance', {}, { token: shop.ownerToken }),
    ).data.merchant_balance;
    // Two orders of 60 less the platform's 5% commission.
    expect(merchant).toBe(114);
    const track = envelope<{ events: { status: string; note: string }[] }>(
      await get(t.app, '/customer/order/track', { order_id: String(old[0]) }, { token }),
    );
    expect(track.data.events.at(-1)).toMatchObject({
      status: 'completed',
      note: AUTO_COMPLETE_NOTE,
    });
    // The buyer may still ask for a refund within the window, counted from now.
    const view = envelope<{ actions: string[] }>(
      await get(t.app, '/customer/order/view', { order_id: String(old[0]) }, { token }),
    );
    expect(view.data.actions).toContain('refund');
  });

  it('follows the order_auto_complete_days setting', async () => {
    const db = t.testDb.database.db;
    const admin = (await adminToken(t.app, db)).token;
    const id = await place();
    await codeOf('/customer/order/pay', { order_id: id });
    await codeOf('/seller/order/ship', { order_id: id, log_sn: 'SF1' }, shop.ownerToken);
    await codeOf('/admin/order/advance', { order_id: id, delivery_status: 'delivered' }, admin);
    await db.execute(
      sql`update orders set delivery_time = now() - interval '3 days' where id = ${id}`,
    );
    expect(await completeDeliveredOrders(db)).toBe(0);
    await db.execute(sql`insert into settings (key, value) values ('order_auto_complete_days', '2'::jsonb)
      on conflict (key) do update set value = excluded.value`);
    expect(await completeDeliveredOrders(db)).toBe(1);
  });
});
