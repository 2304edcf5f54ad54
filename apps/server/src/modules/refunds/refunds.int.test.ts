import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refundSchema, type Order, type Refund, type RefundPage } from '@mall/contract/orders';
import { orders } from '../../db/schema/index';
import { registerUser } from '../../test/fixtures';
import { expectShopInvariants } from '../../test/order-invariants';
import { insertShop, orderWorld, placeOrders, type ShopFixture } from '../../test/shop-fixtures';
import { envelope, get, post } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { usingPostgres } from '../../test/test-db';
import { creditBalance, uploadImage } from '../../test/wallet-fixtures';
import { transfer, userAccount } from '../ledger/ledger-service';

let shop: ShopFixture;
let token = '';
let buyerId = 0;
let admin = '';

const t = useTestApp({
  reset: 'each',
  invariants: expectShopInvariants,
  seed: async ({ app, db }) => {
    ({ shop, token, buyerId, admin } = await orderWorld(app, db, [
      { priceCents: 2000 },
      { priceCents: 500 },
    ]));
  },
});

const call = async <T = Refund>(url: string, body: Record<string, unknown>, as = token) =>
  envelope<T>(await post(t.app, url, body, { token: as }));
const balances = async (as = token) =>
  envelope<{ balance: number; merchant_balance: number }>(
    await get(t.app, '/customer/info/get_user_balance', {}, { token: as }),
  ).data;

/** An order of 2 × 20.00 and 1 × 5.00 (45.00), paid by wallet, shipped and delivered. */
async function delivered(): Promise<{ id: number; items: number[] }> {
  const [order] = await placeOrders(t.app, token, [
    { productId: shop.productIds[0] ?? 0, qty: 2 },
    { productId: shop.productIds[1] ?? 0 },
  ]);
  const id = order?.order_id ?? 0;
  await call('/customer/order/pay', { order_id: id });
  await call('/seller/order/ship', { order_id: id, log_sn: 'LS1' }, shop.ownerToken);
  await call('/admin/order/advance', { order_id: id, delivery_status: 'delivered' }, admin);
  return { id, items: order?.items.map((item) => item.item_id) ?? [] };
}

describe('refund requests', () => {
  it('2000009 before delivery, after the window or once refunded; 1500018 for another buyer’s order', async () => {
    const [order] = await placeOrders(t.app, token, [{ productId: shop.productIds[0] ?? 0 }]);
    const id = order?.order_id ?? 0;
    expect((await call('/customer/order/refund', { order_id: id, reason: 'late' })).code).toBe(
      2000009,
    );
    await call('/customer/order/pay', { order_id: id });
    expect((await call('/customer/order/refund', { order_id: id, reason: 'late' })).code).toBe(
      2000009,
    );
    const other = (await registerUser(t.app))['access-token'];
    const done = await delivered();
    expect(
      (await call('/customer/order/refund', { order_id: done.id, reason: 'x' }, other)).code,
    ).toBe(1500018);
    await call('/customer/order/complete', { order_id: done.id });
    await t.testDb.database.db.execute(
      sql`update orders set success_time = now() - interval '8 days' where id = ${done.id}`,
    );
    expect(
      (await call('/customer/order/refund', { order_id: done.id, reason: 'too late' })).code,
    ).toBe(2000009);
  });

  it('one open request per line: 2000010, 2000012, cancel (2000013 twice), and asking again', async () => {
    const { id, items } = await delivered();
    const image = await uploadImage(t.app, token);
    const first = await call('/customer/order/refund', {
      order_id: id,
      item_id: items[0],
      reason: 'broken',
      images: [image],
    });
    expect(first.code).toBe(200);
    expect(refundSchema.parse(first.data)).toMatchObject({
      order_id: id,
      item_id: items[0],
      state: 'pending',
      amount: 40,
      price: 40,
      images: [image],
      product: { id: shop.productIds[0] },
    });
    expect(
      (await call('/customer/order/refund', { order_id: id, item_id: items[0], reason: 'again' }))
        .code,
    ).toBe(2000010);
    expect((await call('/customer/order/refund', { order_id: id, reason: 'all' })).code).toBe(
      2000010,
    );
    expect(
      (await call('/customer/order/refund', { order_id: id, item_id: 999999, reason: 'x' })).code,
    ).toBe(2000012);
    const view = envelope<Order>(
      await get(t.app, '/customer/order/view', { order_id: String(id) }, { token }),
    );
    expect(view.data.items.map((item) => item.refund_state)).toEqual(['pending', null]);
    const other = (await registerUser(t.app))['access-token'];
    expect((await call('/customer/order/refund_cancel', { id: first.data.id }, other)).code).toBe(
      2000019,
    );
    expect((await call('/customer/order/refund_cancel', { id: first.data.id })).data).toMatchObject(
      { state: 'cancelled' },
    );
    expect(await call('/customer/order/refund_cancel', { id: first.data.id })).toMatchObject({
      code: 2000013,
      data: { state: 'cancelled' },
    });
    expect(
      (await call('/customer/order/refund', { order_id: id, item_id: items[0], reason: 'broken' }))
        .code,
    ).toBe(200);
  });

  it('lists requests sent and received', async () => {
    const { id, items } = await delivered();
    await call('/customer/order/refund', {
      order_id: id,
      item_id: items[1],
      reason: 'wrong colour',
    });
    const list = async (side: string, as: string) =>
      envelope<RefundPage>(await get(t.app, '/customer/order/refund_list', { side }, { token: as }))
        .data;
    expect((await list('sent', token)).list).toMatchObject([
      { order_id: id, state: 'pending', price: 5, reason: 'wrong colour' },
    ]);
    expect((await list('received', shop.ownerToken)).total).toBe(1);
    expect((await list('received', token)).total).toBe(0);
    expect((await list('sent', shop.ownerToken)).total).toBe(0);
  });
});

describe('seller decisions', () => {
  it('approving returns the money; the shop gets the rest on receipt, and pays back a later refund', async () => {
    const { id, items } = await delivered();
    expect((await balances()).balance).toBe(55);
    const line = await call('/customer/order/refund', {
      order_id: id,
      item_id: items[1],
      reason: 'wrong colour',
    });
    const other = await insertShop(t.app, t.testDb.database.db);
    expect(
      (await call('/seller/refund/decide', { id: line.data.id, approve: 1 }, other.ownerToken))
        .code,
    ).toBe(2000019);
    expect(
      (await call('/seller/refund/decide', { id: line.data.id, approve: 1 }, shop.ownerToken)).data,
    ).toMatchObject({ state: 'approved' });
    expect(
      await call('/seller/refund/decide', { id: line.data.id, approve: 0 }, shop.ownerToken),
    ).toMatchObject({ code: 2000018, data: { state: 'approved' } });
    expect((await balances()).balance).toBe(60);
    expect(
      (await call('/customer/order/refund', { order_id: id, item_id: items[1], reason: 'again' }))
        .code,
    ).toBe(2000011);

    await call('/customer/order/complete', { order_id: id });
    // 40 less the platform's 5% commission; a refund of the rest takes 38 from the shop and 2 back from the platform.
    expect((await balances(shop.ownerToken)).merchant_balance).toBe(38);
    const rest = await call('/customer/order/refund', { order_id: id, reason: 'all of it' });
    expect(rest.data).toMatchObject({ amount: 40, item_id: null });
    await call('/seller/refund/decide', { id: rest.data.id, approve: 1 }, shop.ownerToken);
    expect((await balances()).balance).toBe(100);
    expect((await balances(shop.ownerToken)).merchant_balance).toBe(0);
    const order = envelope<Order>(
      await get(t.app, '/customer/order/view', { order_id: String(id) }, { token }),
    ).data;
    expect(order).toMatchObject({ payment_status: 'refunded', actions: ['comment'] });
    expect(order.items.map((item) => item.refund_state)).toEqual(['approved', 'approved']);
    expect((await call('/customer/order/refund', { order_id: id, reason: 'more' })).code).toBe(
      2000009,
    );
  });

  it('rejecting moves no money; a short merchant balance is 2000022 and changes nothing', async () => {
    const { id, items } = await delivered();
    const rejected = await call('/customer/order/refund', {
      order_id: id,
      item_id: items[0],
      reason: 'meh',
    });
    expect(
      (await call('/seller/refund/decide', { id: rejected.data.id, approve: 0 }, shop.ownerToken))
        .data,
    ).toMatchObject({ state: 'rejected' });
    expect((await balances()).balance).toBe(55);
    await call('/customer/order/complete', { order_id: id });
    const again = await call('/customer/order/refund', {
      order_id: id,
      item_id: items[0],
      reason: 'really broken',
    });
    await t.testDb.database.db.transaction((tx) =>
      transfer(tx, [
        {
          from: userAccount(shop.ownerId, 'merchant'),
          to: null,
          amountCents: 3_800,
          kind: 'test',
          refType: 'test',
          refId: 1,
        },
      ]),
    );
    expect(
      (await call('/seller/refund/decide', { id: again.data.id, approve: 1 }, shop.ownerToken))
        .code,
    ).toBe(2000022);
    expect((await balances()).balance).toBe(55);
    const [order] = await t.testDb.database.db.select().from(orders).where(eq(orders.id, id));
    expect(order?.paymentStatus).toBe('paid');
    expect((await call('/customer/order/refund_cancel', { id: again.data.id })).data.state).toBe(
      'cancelled',
    );
  });
});

describe.runIf(usingPostgres())('concurrency (PostgreSQL)', () => {
  it('two requests for one line at once: one is accepted; cancel against approve: one outcome', async () => {
    const { id, items } = await delivered();
    const ask = () =>
      call('/customer/order/refund', { order_id: id, item_id: items[0], reason: 'x' });
    const answers = await Promise.all([
      ask(),
      ask(),
      call('/customer/order/refund', { order_id: id, reason: 'all' }),
    ]);
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.code !== 200).every((a) => a.code === 2000010)).toBe(true);
    const refundId = answers.find((a) => a.code === 200)?.data.id;
    const [cancelled, approved] = await Promise.all([
      call('/customer/order/refund_cancel', { id: refundId }),
      call('/seller/refund/decide', { id: refundId, approve: 1 }, shop.ownerToken),
    ]);
    expect([cancelled.code, approved.code].filter((code) => code === 200)).toHaveLength(1);
    expect((await balances()).balance).toBe(approved.code === 200 ? 95 : 55);
  });

  it('a cancel and a decision at once never deadlock (order first, then the request, in both)', async () => {
    await creditBalance(t.testDb.database.db, buyerId, 20_000);
    for (let round = 0; round < 4; round += 1) {
      const { id, items } = await delivered();
      const asked = await call('/customer/order/refund', {
        order_id: id,
        item_id: items[1],
        reason: 'x',
      });
      const [cancelled, decided] = await Promise.all([
        call('/customer/order/refund_cancel', { id: asked.data.id }),
        call('/seller/refund/decide', { id: asked.data.id, approve: round % 2 }, shop.ownerToken),
      ]);
      expect(
        [cancelled.code, decided.code].filter((code) => code === 200),
        `round ${round}`,
      ).toHaveLength(1);
    }
  });
});
