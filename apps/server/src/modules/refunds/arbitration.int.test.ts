import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  adminRefundPageSchema,
  adminRefundSchema,
  type AdminRefund,
} from '@mall/contract/admin-orders';
import { ErrorCode } from '@mall/contract/errors';
import type { Order } from '@mall/contract/orders';
import { auditLog, orderEvents, orders } from '../../db/schema/index';
import { loggedInUser } from '../../test/fixtures';
import { expectShopInvariants } from '../../test/order-invariants';
import { orderWorld, placeOrders, type ShopFixture } from '../../test/shop-fixtures';
import { envelope, get, post } from '../../test/test-app';
import { usingPostgres } from '../../test/test-db';
import { useTestApp } from '../../test/use-test-app';
import { uploadImage } from '../../test/wallet-fixtures';
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

const call = async <T = AdminRefund>(url: string, body: Record<string, unknown>, as = admin) =>
  envelope<T>(await post(t.app, url, body, { token: as }));
const board = async (query: Record<string, string> = {}, as = admin) =>
  envelope(await get(t.app, '/admin/refund/index', query, { token: as }));
const balances = async (as = token) =>
  envelope<{ balance: number; merchant_balance: number }>(
    await get(t.app, '/customer/info/get_user_balance', {}, { token: as }),
  ).data;
const audits = (record: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.record, record)).orderBy(desc(auditLog.id));

/** An order of 2 × 20.00 and 1 × 5.00 (45.00, free shipping), paid by wallet, shipped and delivered. */
async function delivered(): Promise<{ id: number; items: number[] }> {
  const [order] = await placeOrders(t.app, token, [
    { productId: shop.productIds[0] ?? 0, qty: 2 },
    { productId: shop.productIds[1] ?? 0 },
  ]);
  const id = order?.order_id ?? 0;
  await call('/customer/order/pay', { order_id: id }, token);
  await call('/seller/order/ship', { order_id: id, log_sn: 'LS1' }, shop.ownerToken);
  await call('/admin/order/advance', { order_id: id, delivery_status: 'delivered' });
  return { id, items: order?.items.map((item) => item.item_id) ?? [] };
}

/** A refund the buyer asked for and the seller refused; answers its id. */
async function refused(orderId: number, itemId?: number, images: string[] = []): Promise<number> {
  const asked = await call<{ id: number }>(
    '/customer/order/refund',
    { order_id: orderId, reason: 'arrived broken', images, ...(itemId ? { item_id: itemId } : {}) },
    token,
  );
  expect(asked.code).toBe(200);
  const decided = await call(
    '/seller/refund/decide',
    { id: asked.data.id, approve: 0 },
    shop.ownerToken,
  );
  expect(decided.data).toMatchObject({ state: 'rejected' });
  return asked.data.id;
}

const arbitrate = (refundId: number, approve: 0 | 1, message?: string, as = admin) =>
  call('/admin/refund/arbitrate', { refund_id: refundId, approve, message }, as);

describe('refund arbitration', () => {
  it('lists refused refunds waiting, with order, buyer, shop, evidence and the refusal', async () => {
    const { id, items } = await delivered();
    const image = await uploadImage(t.app, token);
    const waiting = await refused(id, items[0], [image]);
    const other = await call<{ id: number }>(
      '/customer/order/refund',
      { order_id: id, item_id: items[1], reason: 'wrong colour' },
      token,
    );
    const answer = await board();
    expect(answer.code).toBe(200);
    const page = adminRefundPageSchema.parse(answer.data);
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({
      id: waiting,
      state: 'rejected',
      amount: 40,
      reason: 'arrived broken',
      images: [image],
      item_id: items[0],
      product: { id: shop.productIds[0] },
      order: { id, payment_method: 'wallet', order_status: 'delivered' },
      buyer: { id: buyerId },
      shop: { id: shop.shopId, status: 'approved' },
      arbitration: null,
    });
    expect(page.list[0]?.decided_at).not.toBeNull();
    const all = adminRefundPageSchema.parse((await board({ state: 'all' })).data);
    expect(all.list.map((r) => r.id)).toEqual([other.data.id, waiting]);
    expect((await board({ state: 'arbitrated' })).data).toMatchObject({ total: 0 });
    await arbitrate(waiting, 0, 'photos show no damage');
    expect((await board()).data).toMatchObject({ total: 0 });
    expect(
      adminRefundPageSchema.parse((await board({ state: 'arbitrated' })).data).list,
    ).toMatchObject([
      { id: waiting, arbitration: { message: 'photos show no damage', approved: false } },
    ]);
  });

  it('approving before completion pays the refund from escrow, once, and audits it', async () => {
    const { id } = await delivered();
    const refundId = await refused(id);
    expect((await balances()).balance).toBe(100 - 45);
    const approved = await arbitrate(refundId, 1, 'the seller sent the wrong model');
    expect(approved.code).toBe(200);
    expect(adminRefundSchema.parse(approved.data)).toMatchObject({
      id: refundId,
      state: 'approved',
      settlement: 'escrow',
      arbitration: { message: 'the seller sent the wrong model', approved: true },
    });
    expect((await balances()).balance).toBe(100);
    const view = envelope<Order>(
      await get(t.app, '/customer/order/view', { order_id: String(id) }, { token }),
    );
    expect(view.data).toMatchObject({ payment_status: 'refunded' });
    expect(view.data.items.map((item) => item.refund_state)).toEqual(['approved', 'approved']);
    const history = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
    expect(history.at(-1)).toMatchObject({
      status: 'refund_approved',
      note: 'the seller sent the wrong model',
    });
    expect((await audits(`refund:${refundId}`))[0]).toMatchObject({
      action: 'refund.arbitrate',
      before: { state: 'rejected', settlement: null },
      after: { state: 'approved', settlement: 'escrow', approve: true },
    });
    // Once arbitrated, never again: 2000018 with the refund.
    const again = await arbitrate(refundId, 0);
    expect(again).toMatchObject({
      code: ErrorCode.DataOperationFailed,
      data: { id: refundId, state: 'approved' },
    });
    expect(await audits(`refund:${refundId}`)).toHaveLength(1);
    expect((await balances()).balance).toBe(100);
  });

  it('approving after completion pays from the shop, the platform returning its commission', async () => {
    const { id, items } = await delivered();
    const refundId = await refused(id, items[1]);
    await call('/customer/order/complete', { order_id: id }, token);
    const merchantBefore = (await balances(shop.ownerToken)).merchant_balance;
    const approved = await arbitrate(refundId, 1);
    expect(approved.data).toMatchObject({ state: 'approved', settlement: 'merchant' });
    expect((await balances()).balance).toBe(100 - 45 + 5);
    // 5.00 back to the buyer: 0.25 of it the platform's commission (5 %), 4.75 the shop's.
    expect((await balances(shop.ownerToken)).merchant_balance).toBeCloseTo(
      merchantBefore - 4.75,
      2,
    );
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(row?.paymentStatus).toBe('paid');
  });

  it('a shop whose merchant balance is short: 2000022 and nothing changes', async () => {
    const { id } = await delivered();
    const refundId = await refused(id);
    await call('/customer/order/complete', { order_id: id }, token);
    const merchant = (await balances(shop.ownerToken)).merchant_balance;
    // The seller moves the earnings to their own balance.
    await t.db.transaction((tx) =>
      transfer(tx, [
        {
          from: userAccount(shop.ownerId, 'merchant'),
          to: userAccount(shop.ownerId, 'balance'),
          amountCents: Math.round(merchant * 100),
          kind: 'transfer',
          refType: 'test',
          refId: 0,
        },
      ]),
    );
    expect(await arbitrate(refundId, 1)).toMatchObject({ code: ErrorCode.InsufficientBalance });
    expect((await board()).data).toMatchObject({ total: 1 });
    expect(await audits(`refund:${refundId}`)).toHaveLength(0);
    // Upholding still works.
    expect((await arbitrate(refundId, 0)).data).toMatchObject({
      state: 'rejected',
      arbitration: { approved: false },
    });
  });

  it('upholding records the arbitration and moves nothing', async () => {
    const { id } = await delivered();
    const refundId = await refused(id);
    const before = await balances();
    const upheld = await arbitrate(refundId, 0, 'outside the policy');
    expect(upheld.code).toBe(200);
    expect(upheld.data).toMatchObject({
      state: 'rejected',
      settlement: null,
      arbitration: { message: 'outside the policy', approved: false },
    });
    expect(await balances()).toEqual(before);
    expect((await audits(`refund:${refundId}`))[0]).toMatchObject({
      action: 'refund.arbitrate',
      after: { state: 'rejected', approve: false, message: 'outside the policy' },
    });
    const history = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
    expect(history.at(-1)).toMatchObject({ status: 'refund_rejection_upheld' });
    expect(await arbitrate(refundId, 1)).toMatchObject({
      code: ErrorCode.DataOperationFailed,
      data: { id: refundId, arbitration: { approved: false } },
    });
  });

  it('refuses refunds that are not refused by the seller, or claimed again since', async () => {
    const { id, items } = await delivered();
    const pending = await call<{ id: number }>(
      '/customer/order/refund',
      { order_id: id, item_id: items[1], reason: 'x' },
      token,
    );
    expect(await arbitrate(pending.data.id, 1)).toMatchObject({
      code: ErrorCode.DataOperationFailed,
      data: { id: pending.data.id, state: 'pending' },
    });
    expect(await arbitrate(999_999, 1)).toMatchObject({ code: ErrorCode.NoData });
    const refundId = await refused(id, items[0]);
    // The buyer asks again for the same line: the new request waits for the seller.
    const again = await call<{ id: number }>(
      '/customer/order/refund',
      { order_id: id, item_id: items[0], reason: 'still broken' },
      token,
    );
    expect(again.code).toBe(200);
    expect(await arbitrate(refundId, 1)).toMatchObject({ code: ErrorCode.ReturnExists });
    await call('/seller/refund/decide', { id: again.data.id, approve: 1 }, shop.ownerToken);
    await call('/seller/refund/decide', { id: pending.data.id, approve: 0 }, shop.ownerToken);
    // Paid since by the seller's own approval: 2000011.
    expect(await arbitrate(refundId, 1)).toMatchObject({ code: ErrorCode.ReturnQuantityLimit });
    expect((await balances()).balance).toBe(100 - 45 + 40);
  });

  it('is for staff with the refunds permission; bad input names the field', async () => {
    const { id } = await delivered();
    const refundId = await refused(id);
    for (const role of ['finance', 'support']) {
      const allowed = await loggedInUser(t.app, t.db, { roles: [role] });
      expect((await board({}, allowed.token)).code).toBe(200);
    }
    const catalogue = await loggedInUser(t.app, t.db, { roles: ['catalogue'] });
    const forbidden = { code: ErrorCode.InvalidParameter, data: { reason: 'forbidden' } };
    for (const as of [catalogue.token, token, shop.ownerToken]) {
      expect(await board({}, as)).toMatchObject(forbidden);
      expect(await arbitrate(refundId, 1, undefined, as)).toMatchObject(forbidden);
    }
    expect(await board({ state: 'open' })).toMatchObject({ data: { field: 'state' } });
    expect(await call('/admin/refund/arbitrate', { refund_id: refundId })).toMatchObject({
      code: ErrorCode.MissingParameter,
      data: { field: 'approve' },
    });
    expect(await call('/admin/refund/arbitrate', { refund_id: 'x', approve: 1 })).toMatchObject({
      code: ErrorCode.InvalidParameter,
      data: { field: 'refund_id' },
    });
    expect(await arbitrate(refundId, 1, 'x'.repeat(501))).toMatchObject({
      code: ErrorCode.InvalidParameter,
      data: { field: 'message' },
    });
    expect(await t.db.$count(auditLog, eq(auditLog.action, 'refund.arbitrate'))).toBe(0);
  });

  it(`two arbitrations of one refund at once move the money once (${usingPostgres() ? 'PostgreSQL: concurrent' : 'PGlite: serialised'})`, async () => {
    for (let round = 0; round < 3; round += 1) {
      const { id } = await delivered();
      const refundId = await refused(id);
      const before = (await balances()).balance;
      const codes = (
        await Promise.all([arbitrate(refundId, 1), arbitrate(refundId, 1), arbitrate(refundId, 0)])
      ).map((answer) => answer.code);
      expect([...codes].sort()).toEqual(
        [200, ErrorCode.DataOperationFailed, ErrorCode.DataOperationFailed].sort(),
      );
      const [entry] = await audits(`refund:${refundId}`);
      const paid = (entry?.after as { approve: boolean }).approve;
      expect((await balances()).balance).toBeCloseTo(before + (paid ? 45 : 0), 2);
      expect(await audits(`refund:${refundId}`)).toHaveLength(1);
      await expectShopInvariants(t.db);
    }
  });
});
