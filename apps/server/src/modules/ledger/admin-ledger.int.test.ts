import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@mall/contract/errors';
import { commissionReportSchema, reconciliationSchema } from '@mall/contract/ledger';
import type { Refund } from '@mall/contract/orders';
import { loggedInUser } from '../../test/fixtures';
import { expectShopInvariants } from '../../test/order-invariants';
import { insertShop, orderWorld, placeOrders, type ShopFixture } from '../../test/shop-fixtures';
import { envelope, get, post } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

let shop: ShopFixture;
let small: ShopFixture;
let token = '';
let admin = '';

const t = useTestApp({
  reset: 'each',
  invariants: expectShopInvariants,
  seed: async ({ app, db }) => {
    ({ shop, token, admin } = await orderWorld(app, db, [{ priceCents: 2000 }]));
    small = await insertShop(app, db, [{ priceCents: 500 }]);
  },
});

const call = async <T>(url: string, body: Record<string, unknown>, as = token) =>
  envelope<T>(await post(t.app, url, body, { token: as }));

/** One order of the shop's first product paid by wallet, delivered and completed by the buyer. */
async function completed(of: ShopFixture): Promise<number> {
  const [order] = await placeOrders(t.app, token, [{ productId: of.productIds[0] ?? 0 }]);
  const id = order?.order_id ?? 0;
  expect((await call('/customer/order/pay', { order_id: id, payment_method: 'wallet' })).code).toBe(
    200,
  );
  await call('/seller/order/ship', { order_id: id, log_sn: 'LS1' }, of.ownerToken);
  await call('/admin/order/advance', { order_id: id, delivery_status: 'delivered' }, admin);
  expect((await call('/customer/order/complete', { order_id: id })).code).toBe(200);
  return id;
}

const commission = async (query: Record<string, string> = {}, as = admin) =>
  envelope(await get(t.app, '/admin/ledger/commission', query, { token: as }));

describe('GET /admin/ledger/commission', () => {
  it('sums the commission account: in total, by month or day, and by shop, net of refunds', async () => {
    await completed(shop); // 20.00: 1.00 commission
    const refunded = await completed(shop); // 1.00, given back by the refund below
    await completed(small); // 5.00: 0.25 commission
    const asked = await call<Refund>('/customer/order/refund', {
      order_id: refunded,
      reason: 'broken',
    });
    expect(
      (await call('/seller/refund/decide', { id: asked.data.id, approve: 1 }, shop.ownerToken))
        .code,
    ).toBe(200);

    const finance = await loggedInUser(t.app, t.db, { roles: ['finance'] });
    const answer = await commission({}, finance.token);
    expect(answer.code).toBe(200);
    const report = commissionReportSchema.parse(answer.data);
    const month = new Date().toISOString().slice(0, 7);
    expect(report).toMatchObject({
      from: null,
      to: null,
      by: 'month',
      total: 1.25,
      orders: 3,
      periods: [{ period: month, amount: 1.25, orders: 3 }],
    });
    expect(report.shops).toEqual([
      { shop_id: shop.shopId, name: `Shop ${shop.ownerId}`, amount: 1, orders: 2 },
      { shop_id: small.shopId, name: `Shop ${small.ownerId}`, amount: 0.25, orders: 1 },
    ]);
    // The total is what the reconciliation says the commission account holds.
    const books = reconciliationSchema.parse(
      envelope(await get(t.app, '/admin/ledger/reconcile', {}, { token: admin })).data,
    );
    expect(books.accounts.commission).toBe(report.total);

    const today = new Date().toISOString().slice(0, 10);
    const byDay = commissionReportSchema.parse(
      (await commission({ by: 'day', from: today, to: today, shops: '1' })).data,
    );
    expect(byDay.periods).toEqual([{ period: today, amount: 1.25, orders: 3 }]);
    expect(byDay.shops).toHaveLength(1);
    const later = commissionReportSchema.parse((await commission({ from: '2999-01-01' })).data);
    expect(later).toMatchObject({ total: 0, orders: 0, periods: [], shops: [] });
  });

  it('answers zeros before any commission', async () => {
    expect((await commission()).data).toMatchObject({ total: 0, periods: [], shops: [] });
  });

  it.each([
    [{ from: '2026-13-01' }, 'from'],
    [{ to: 'yesterday' }, 'to'],
    [{ from: '2026-05-02', to: '2026-05-01' }, 'to'],
    [{ by: 'week' }, 'by'],
    [{ shops: '0' }, 'shops'],
    [{ shops: '101' }, 'shops'],
  ])('refuses %j on its field', async (query, field) => {
    expect(await commission(query)).toMatchObject({
      code: ErrorCode.InvalidParameter,
      data: { field },
    });
  });
});

describe('who may read the books', () => {
  it('lets admin and finance in, and refuses other staff and buyers', async () => {
    for (const roles of [['admin'], ['finance']]) {
      const { token: staff } = await loggedInUser(t.app, t.db, { roles });
      for (const url of ['/admin/ledger/commission', '/admin/ledger/reconcile'])
        expect(envelope(await get(t.app, url, {}, { token: staff })).code).toBe(200);
    }
    for (const roles of [['catalogue'], ['support'], []]) {
      const { token: other } = await loggedInUser(t.app, t.db, { roles });
      for (const url of ['/admin/ledger/commission', '/admin/ledger/reconcile'])
        expect(envelope(await get(t.app, url, {}, { token: other }))).toMatchObject({
          code: ErrorCode.InvalidParameter,
          data: { reason: 'forbidden' },
        });
    }
  });

  it('answers the reconciliation contract 6.7 pins', async () => {
    await completed(shop);
    const books = envelope<Record<string, unknown>>(
      await get(t.app, '/admin/ledger/reconcile', {}, { token: admin }),
    ).data;
    expect(books).toMatchObject({
      money_in: 100,
      money_out: 0,
      accounts_total: 100,
      difference: 0,
    });
  });
});
