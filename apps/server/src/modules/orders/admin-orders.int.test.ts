import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  adminOrderDetailSchema,
  adminOrderPageSchema,
  type AdminOrderDetail,
} from '@mall/contract/admin-orders';
import { ErrorCode } from '@mall/contract/errors';
import type { Order } from '@mall/contract/orders';
import { auditLog } from '../../db/schema/index';
import { loggedInUser, registerUser } from '../../test/fixtures';
import { expectShopInvariants } from '../../test/order-invariants';
import {
  addAddress,
  insertShop,
  orderWorld,
  placeOrders,
  type ShopFixture,
} from '../../test/shop-fixtures';
import { envelope, get, post } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { creditBalance } from '../../test/wallet-fixtures';

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

const call = async <T = Order>(url: string, body: Record<string, unknown>, as = admin) =>
  envelope<T>(await post(t.app, url, body, { token: as }));
const search = async (query: Record<string, string>, as = admin) =>
  envelope(await get(t.app, '/admin/order/index', query, { token: as }));
const ids = async (query: Record<string, string>) =>
  adminOrderPageSchema.parse((await search(query)).data).list.map((o) => o.order_id);
const detail = async (orderId: number, as = admin) =>
  envelope<AdminOrderDetail>(
    await get(t.app, '/admin/order/detail', { order_id: String(orderId) }, { token: as }),
  );
const audits = (record: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.record, record)).orderBy(desc(auditLog.id));

async function place(productIndex = 0, body: Record<string, unknown> = {}, as = token) {
  const [order] = await placeOrders(
    t.app,
    as,
    [{ productId: shop.productIds[productIndex] ?? 0 }],
    body,
  );
  return order?.order_id ?? 0;
}

describe('the back office’s orders', () => {
  it('searches by order number, buyer, shop, states and dates, sorted and paged', async () => {
    const first = await place(0);
    await call('/customer/order/pay', { order_id: first }, token);
    const second = await place(1);
    const other = await insertShop(t.app, t.db, [{ priceCents: 900 }]);
    const stranger = await registerUser(t.app);
    const strangerToken = stranger['access-token'];
    await addAddress(t.app, strangerToken);
    await creditBalance(t.db, stranger.user.id, 5000);
    const [third] = await placeOrders(t.app, strangerToken, [
      { productId: other.productIds[0] ?? 0 },
    ]);
    const thirdId = third?.order_id ?? 0;

    const all = await search({});
    expect(all.code).toBe(200);
    const page = adminOrderPageSchema.parse(all.data);
    expect(page.total).toBe(3);
    expect(page.list.map((o) => o.order_id)).toEqual([thirdId, second, first]);
    expect(page.list[2]).toMatchObject({
      order_id: first,
      shop: { id: shop.shopId },
      buyer: { id: buyerId },
      payment_status: 'paid',
      items: [{ product_id: shop.productIds[0] }],
    });
    const increment = page.list[2]?.increment_id ?? '';
    expect(await ids({ q: increment })).toEqual([first]);
    expect(await ids({ buyer: String(buyerId) })).toEqual([second, first]);
    expect(await ids({ buyer: stranger.user.email.toUpperCase() })).toEqual([thirdId]);
    expect(await ids({ buyer: '%' })).toEqual([]);
    expect(await ids({ shop_id: String(other.shopId) })).toEqual([thirdId]);
    expect(await ids({ status: 'to_ship' })).toEqual([first]);
    expect(await ids({ status: 'unpaid' })).toEqual([thirdId, second]);
    expect(await ids({ payment_status: 'paid' })).toEqual([first]);
    expect(await ids({ delivery_status: 'to_ship' })).toEqual([first]);
    expect(await ids({ sort: 'grand_total', order: 'asc' })).toEqual([second, thirdId, first]);
    expect(await ids({ sort: 'grand_total', pagesize: '1', page: '2' })).toEqual([thirdId]);
    await t.db.execute(
      sql`update orders set created_at = '2024-03-10T12:00:00Z' where id = ${first}`,
    );
    expect(await ids({ from: '2024-03-10', to: '2024-03-10' })).toEqual([first]);
    expect(await ids({ to: '2024-03-09' })).toEqual([]);
    expect(await ids({ from: '2024-03-11' })).toEqual([thirdId, second]);
  });

  it('answers one order with buyer, shop, history, refunds and ledger movements', async () => {
    const id = await place(0);
    await call('/customer/order/pay', { order_id: id }, token);
    await call('/seller/order/ship', { order_id: id, log_sn: 'LS-7' }, shop.ownerToken);
    await call('/admin/order/advance', { order_id: id, delivery_status: 'delivered' });
    const refund = await call<{ id: number }>(
      '/customer/order/refund',
      { order_id: id, reason: 'scratched' },
      token,
    );
    await call('/seller/refund/decide', { id: refund.data.id, approve: 1 }, shop.ownerToken);
    const answer = await detail(id);
    expect(answer.code).toBe(200);
    const found = adminOrderDetailSchema.parse(answer.data);
    expect(found).toMatchObject({
      order: { order_id: id, log_sn: 'LS-7', buyer: { id: buyerId }, payment_status: 'refunded' },
      shop: { id: shop.shopId, status: 'approved', owner: { id: shop.ownerId } },
      refunds: [
        {
          id: refund.data.id,
          state: 'approved',
          settlement: 'escrow',
          reason: 'scratched',
          buyer: { id: buyerId },
          arbitration: null,
        },
      ],
    });
    expect(found.events.map((e) => e.status)).toEqual([
      'placed',
      'paid',
      'shipped',
      'delivered',
      'refund_requested',
      'refund_approved',
    ]);
    const total = found.order.grand_total;
    expect(found.movements).toMatchObject([
      {
        from: { user_id: buyerId, account: 'balance' },
        to: { user_id: null, account: 'escrow' },
        amount: total,
        ref_type: 'order',
        ref_id: id,
      },
      {
        from: { user_id: null, account: 'escrow' },
        to: { user_id: buyerId, account: 'balance' },
        amount: total,
        ref_type: 'refund',
        ref_id: refund.data.id,
      },
    ]);
    expect(await detail(999_999)).toMatchObject({ code: ErrorCode.OrderNotFound });
    expect(
      envelope(await get(t.app, '/admin/order/detail', { order_id: 'x' }, { token: admin })),
    ).toMatchObject({ code: ErrorCode.InvalidParameter, data: { field: 'order_id' } });
  });

  it('is for staff with the orders permission only; bad filters name the field', async () => {
    const id = await place(0);
    for (const role of ['support', 'finance']) {
      const allowed = await loggedInUser(t.app, t.db, { roles: [role] });
      expect((await search({}, allowed.token)).code).toBe(200);
      expect((await detail(id, allowed.token)).code).toBe(200);
    }
    const catalogue = await loggedInUser(t.app, t.db, { roles: ['catalogue'] });
    for (const as of [catalogue.token, token, shop.ownerToken]) {
      const forbidden = { code: ErrorCode.InvalidParameter, data: { reason: 'forbidden' } };
      expect(await search({}, as)).toMatchObject(forbidden);
      expect(await detail(id, as)).toMatchObject(forbidden);
      expect(await call('/admin/order/cancel', { order_id: id, reason: 'no' }, as)).toMatchObject(
        forbidden,
      );
    }
    for (const [field, value] of [
      ['delivery_status', 'lost'],
      ['payment_status', 'free'],
      ['from', '10/03/2024'],
      ['sort', 'buyer'],
      ['shop_id', '-3'],
    ] as const)
      expect(await search({ [field]: value })).toMatchObject({
        code: ErrorCode.InvalidParameter,
        data: { field },
      });
    expect(await t.db.$count(auditLog)).toBe(0);
  });

  it('audits advance, cancel and bank payment decisions in their transactions', async () => {
    const shipped = await place(0);
    await call('/customer/order/pay', { order_id: shipped }, token);
    await call('/seller/order/ship', { order_id: shipped, log_sn: 'LS-1' }, shop.ownerToken);
    expect(
      (await call('/admin/order/advance', { order_id: shipped, delivery_status: 'in_transit' }))
        .code,
    ).toBe(200);
    expect((await audits(`order:${shipped}`))[0]).toMatchObject({
      action: 'order.advance',
      before: { order_status: 'shipped', delivery_status: 'shipped' },
      after: { order_status: 'in_transit', delivery_status: 'in_transit', log_sn: 'LS-1' },
    });
    // A refused action writes nothing.
    expect(
      (await call('/admin/order/advance', { order_id: shipped, delivery_status: 'in_transit' }))
        .code,
    ).toBe(ErrorCode.ShippingSwitchFailed);
    expect(await audits(`order:${shipped}`)).toHaveLength(1);

    const paid = await place(1);
    await call('/customer/order/pay', { order_id: paid }, token);
    expect(
      (await call('/admin/order/cancel', { order_id: paid, reason: 'out of stock' })).data,
    ).toMatchObject({ order_status: 'cancelled', payment_status: 'refunded' });
    expect((await audits(`order:${paid}`))[0]).toMatchObject({
      action: 'order.cancel',
      before: { order_status: 'paid', payment_status: 'paid' },
      after: {
        order_status: 'cancelled',
        payment_status: 'refunded',
        cancel_remark: 'out of stock',
      },
    });

    const bank = await place(1, { payment_method: 'bank' });
    await call('/customer/order/pay', { order_id: bank }, token);
    await call('/admin/order/confirm_payment', { order_id: bank, approve: 1 });
    const [entry] = await audits(`order:${bank}`);
    expect(entry).toMatchObject({
      action: 'order.confirm_payment',
      before: { payment_status: 'pending' },
      after: { payment_status: 'paid', order_status: 'paid' },
    });
    const staff = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'order.confirm_payment'));
    expect(staff).toHaveLength(1);
  });
});
