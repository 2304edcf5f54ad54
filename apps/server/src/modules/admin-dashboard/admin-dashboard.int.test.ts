import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  dashboardSummarySchema,
  salesSeriesSchema,
  type DashboardSummary,
  type SalesSeries,
} from '@mall/contract/admin-dashboard';
import { ErrorCode } from '@mall/contract/errors';
import { ORDER_STATUSES } from '@mall/contract/orders';
import { waitingCountsSchema, type WaitingCounts } from '@mall/contract/staff';
import {
  refunds,
  sellerApplications,
  shops,
  stockApplications,
  users,
  walletRecords,
} from '../../db/schema/index';
import { insertUser, loggedInUser } from '../../test/fixtures';
import { insertShop, type ShopFixture } from '../../test/shop-fixtures';
import { envelope, get } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { insertOrder, isoDay, isoMonth, utcDay } from '../../test/sales-fixtures';

/*
 * One world for the file (reset 'none'): orders paid on known UTC days, users and shops created
 * on known days, and one or two of everything that waits for the back office.
 */
const tokens: Record<'admin' | 'catalogue' | 'finance' | 'support' | 'buyer', string> = {
  admin: '',
  catalogue: '',
  finance: '',
  support: '',
  buyer: '',
};
let big: ShopFixture;
let small: ShopFixture;

/** The sold orders of the world: amount (cents) and the UTC day they were paid. */
const SOLD: { cents: number; daysAgo: number }[] = [
  { cents: 10_00, daysAgo: 0 },
  { cents: 25_50, daysAgo: 0 },
  { cents: 40_00, daysAgo: 3 },
  { cents: 100_00, daysAgo: 10 },
  { cents: 7_00, daysAgo: 40 },
];

const t = useTestApp({
  reset: 'none',
  seed: async ({ app, db }) => {
    for (const role of ['admin', 'catalogue', 'finance', 'support'] as const)
      tokens[role] = (await loggedInUser(app, db, { roles: [role] })).token;
    const buyer = await loggedInUser(app, db);
    tokens.buyer = buyer.token;
    const applicant = await insertUser(db);
    big = await insertShop(app, db, [{}, {}, { status: 'pending' }]);
    small = await insertShop(app, db, [{}]);
    const [a, b] = big.productIds;
    const [c] = small.productIds;
    if (!a || !b || !c) throw new Error('products missing');
    const order = (spec: Omit<Parameters<typeof insertOrder>[1], 'userId'>) =>
      insertOrder(db, { userId: buyer.id, ...spec });

    // Sold: 10.00 today (big, A), 25.50 today (small, C), 40.00 3 days ago (big, A x2 + B),
    // 100.00 10 days ago (big, B x4), 7.00 40 days ago (small, C).
    await order({
      shopId: big.shopId,
      lines: [{ productId: a, priceCents: 10_00, num: 1 }],
      payTime: utcDay(0),
    });
    await order({
      shopId: small.shopId,
      lines: [{ productId: c, priceCents: 25_50, num: 1 }],
      payTime: utcDay(0, 1),
      orderStatus: 'shipped',
    });
    await order({
      shopId: big.shopId,
      lines: [
        { productId: a, priceCents: 10_00, num: 2 },
        { productId: b, priceCents: 20_00, num: 1 },
      ],
      payTime: utcDay(3, 12),
      orderStatus: 'completed',
    });
    await order({
      shopId: big.shopId,
      lines: [{ productId: b, priceCents: 25_00, num: 4 }],
      payTime: utcDay(10, 23),
      orderStatus: 'completed',
    });
    await order({
      shopId: small.shopId,
      lines: [{ productId: c, priceCents: 7_00, num: 1 }],
      payTime: utcDay(40, 6),
      orderStatus: 'completed',
    });
    // Not sales: paid then cancelled today, unpaid, a bank payment under review, cash on delivery not delivered.
    await order({
      shopId: big.shopId,
      lines: [{ productId: a, priceCents: 500_00, num: 1 }],
      payTime: utcDay(0),
      orderStatus: 'cancelled',
      paymentStatus: 'refunded',
    });
    await order({
      shopId: big.shopId,
      lines: [{ productId: a, priceCents: 300_00, num: 1 }],
      payTime: null,
    });
    const bankOrder = await order({
      shopId: small.shopId,
      lines: [{ productId: c, priceCents: 90_00, num: 1 }],
      payTime: null,
      paymentStatus: 'pending',
      paymentMethod: 'bank',
    });
    await order({
      shopId: small.shopId,
      lines: [{ productId: c, priceCents: 80_00, num: 1 }],
      payTime: null,
      orderStatus: 'to_ship',
      paymentMethod: 'cod',
    });

    // Users and shops on known days: everything so far is 100 days old, then one of each today,
    // 3 days ago and 20 days ago (a shop of each applicant below).
    await db.execute(sql`update users set created_at = now() - interval '100 days'`);
    await db.execute(sql`update shops set created_at = now() - interval '100 days'`);
    const applicants = [];
    for (const daysAgo of [0, 3, 20]) {
      const user = await insertUser(db);
      applicants.push(user);
      await db.execute(
        sql`update users set created_at = ${utcDay(daysAgo, 0).toISOString()}::timestamptz where id = ${user.id}`,
      );
      await db.insert(shops).values({
        ownerId: user.id,
        name: `New shop ${daysAgo}`,
        createdAt: utcDay(daysAgo, 0),
      });
    }

    // What waits: a seller application, the pending product above (200), two stock-in
    // applications (one decided), a top-up and a withdrawal, a refund refused by the seller
    // (and one already arbitrated), the bank payment above.
    await db.insert(sellerApplications).values([
      {
        userId: applicant.id,
        shopName: 'Waiting shop',
        contactName: 'Ann',
        telephone: '+1 555 0101',
        address: '2 Side St',
        idFront: '/private/uploads/a.png',
        idBack: '/private/uploads/b.png',
      },
      {
        userId: applicants[0]?.id ?? 0,
        shopName: 'Decided shop',
        contactName: 'Bob',
        telephone: '+1 555 0102',
        address: '3 Side St',
        idFront: '/private/uploads/c.png',
        idBack: '/private/uploads/d.png',
        status: 1,
      },
    ]);
    await db.insert(stockApplications).values([
      { shopId: big.shopId, productId: a, userId: big.ownerId, qty: 5 },
      { shopId: big.shopId, productId: a, userId: big.ownerId, qty: 6 },
      { shopId: big.shopId, productId: b, userId: big.ownerId, qty: 7, status: -1 },
    ]);
    await db.insert(walletRecords).values([
      {
        userId: buyer.id,
        kind: 'recharge',
        type: 'income',
        state: 'submitted',
        amountCents: 50_00,
        actualAmountCents: 50_00,
      },
      {
        userId: buyer.id,
        kind: 'withdraw',
        type: 'expense',
        state: 'pending',
        amountCents: 20_00,
        actualAmountCents: 20_00,
      },
      {
        userId: buyer.id,
        kind: 'withdraw',
        type: 'expense',
        state: 'finished',
        amountCents: 10_00,
        actualAmountCents: 10_00,
      },
    ]);
    const refund = (state: 'rejected' | 'pending', arbitrated: boolean) => ({
      orderId: bankOrder,
      userId: buyer.id,
      shopId: small.shopId,
      amountCents: 5_00,
      reason: 'broken',
      state,
      ...(arbitrated ? { arbitratedAt: new Date(), arbitrationMessage: 'upheld' } : {}),
    });
    await db
      .insert(refunds)
      .values([refund('rejected', false), refund('rejected', true), refund('pending', false)]);
  },
});

const call = async <T>(path: string, token: string, query: Record<string, string> = {}) =>
  envelope<T>(await get(t.app, path, query, { token }));

const amountOf = (cents: number) => cents / 100;
const sold = (fromDaysAgo: number) => SOLD.filter((o) => o.daysAgo <= fromDaysAgo);
const total = (orders: { cents: number }[]) => amountOf(orders.reduce((s, o) => s + o.cents, 0));

describe('GET /admin/dashboard/summary', () => {
  it('answers sales today and in the last 7 and 30 UTC days, paid orders only', async () => {
    const body = await call<DashboardSummary>('/admin/dashboard/summary', tokens.admin);
    expect(body.code).toBe(200);
    const summary = dashboardSummarySchema.parse(body.data);
    expect(summary.sales).toEqual({
      today: { amount: 35.5, orders: 2 },
      last_7_days: { amount: 75.5, orders: 3 },
      last_30_days: { amount: 175.5, orders: 4 },
    });
    expect(summary.sales.last_7_days.amount).toBe(total(sold(6)));
    expect(summary.sales.last_30_days.amount).toBe(total(sold(29)));
  });

  it('counts the orders in every state, new users and new shops', async () => {
    const summary = (await call<DashboardSummary>('/admin/dashboard/summary', tokens.admin)).data;
    expect(Object.keys(summary.orders_by_state).sort()).toEqual([...ORDER_STATUSES].sort());
    expect(summary.orders_by_state).toEqual({
      unpaid: 2,
      paid: 1,
      to_ship: 1,
      shipped: 1,
      in_transit: 0,
      delivered: 0,
      completed: 3,
      cancelled: 1,
    });
    expect(summary.new_users).toEqual({ today: 1, last_7_days: 2, last_30_days: 3 });
    expect(summary.new_shops).toEqual({ today: 1, last_7_days: 2, last_30_days: 3 });
  });

  it('ranks the best-selling products and shops of the last 30 days', async () => {
    const summary = (await call<DashboardSummary>('/admin/dashboard/summary', tokens.admin)).data;
    const [a, b] = big.productIds;
    const [c] = small.productIds;
    // B: 20.00 + 4 x 25.00 = 120.00 (5 units); A: 10.00 + 2 x 10.00 = 30.00; C: 25.50 (the 7.00 is 40 days old).
    expect(summary.top_products).toEqual([
      {
        id: b,
        name: expect.any(String),
        shop: { id: big.shopId, name: expect.any(String) },
        amount: 120,
        units: 5,
      },
      {
        id: a,
        name: expect.any(String),
        shop: { id: big.shopId, name: expect.any(String) },
        amount: 30,
        units: 3,
      },
      {
        id: c,
        name: expect.any(String),
        shop: { id: small.shopId, name: expect.any(String) },
        amount: 25.5,
        units: 1,
      },
    ]);
    expect(summary.top_shops).toEqual([
      { id: big.shopId, name: `Shop ${big.ownerId}`, amount: 150, orders: 3 },
      { id: small.shopId, name: `Shop ${small.ownerId}`, amount: 25.5, orders: 1 },
    ]);
  });

  it('gives each role the waiting counts its permissions cover', async () => {
    for (const role of ['catalogue', 'finance', 'support'] as const) {
      const body = await call<DashboardSummary>('/admin/dashboard/summary', tokens[role]);
      expect(body.code, role).toBe(200);
      const alone = await call<WaitingCounts>('/admin/dashboard/waiting', tokens[role]);
      expect(body.data.waiting, role).toEqual(alone.data);
    }
  });

  it('is refused to a buyer and to a visitor', async () => {
    expect(await call('/admin/dashboard/summary', tokens.buyer)).toMatchObject({
      code: ErrorCode.InvalidParameter,
      data: { reason: 'forbidden' },
    });
    expect((await call('/admin/dashboard/summary', '')).code).toBe(ErrorCode.NotLoggedIn);
  });
});

describe('GET /admin/dashboard/sales', () => {
  it('answers one point per UTC day of the last 30 days, zero days included', async () => {
    const body = await call<SalesSeries>('/admin/dashboard/sales', tokens.finance, { by: 'day' });
    expect(body.code).toBe(200);
    const series = salesSeriesSchema.parse(body.data);
    expect(series.by).toBe('day');
    expect(series.points).toHaveLength(30);
    expect(series.points.map((p) => p.date)).toEqual(
      Array.from({ length: 30 }, (_, i) => isoDay(utcDay(29 - i))),
    );
    const byDay = new Map(series.points.map((p) => [p.date, p]));
    expect(byDay.get(isoDay(utcDay(0)))).toMatchObject({ amount: 35.5, orders: 2 });
    expect(byDay.get(isoDay(utcDay(3)))).toMatchObject({ amount: 40, orders: 1 });
    expect(byDay.get(isoDay(utcDay(10)))).toMatchObject({ amount: 100, orders: 1 });
    const zeroDays = series.points.filter((p) => p.amount === 0 && p.orders === 0);
    expect(zeroDays).toHaveLength(27);
  });

  it('answers one point per UTC month of the last 12 months', async () => {
    const body = await call<SalesSeries>('/admin/dashboard/sales', tokens.admin, { by: 'month' });
    const series = salesSeriesSchema.parse(body.data);
    expect(series.points).toHaveLength(12);
    const now = new Date();
    expect(series.points.map((p) => p.date)).toEqual(
      Array.from({ length: 12 }, (_, i) =>
        isoMonth(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + i, 1))),
      ),
    );
    const expected = new Map<string, { amount: number; orders: number }>();
    const hours = [0, 1, 12, 23, 6];
    SOLD.forEach((order, i) => {
      const month = isoMonth(utcDay(order.daysAgo, hours[i]));
      const point = expected.get(month) ?? { amount: 0, orders: 0 };
      expected.set(month, { amount: point.amount + order.cents, orders: point.orders + 1 });
    });
    for (const point of series.points) {
      const want = expected.get(point.date);
      expect(point, point.date).toEqual({
        date: point.date,
        amount: amountOf(want?.amount ?? 0),
        orders: want?.orders ?? 0,
      });
    }
  });

  it('validates by and is refused to a buyer', async () => {
    expect(await call('/admin/dashboard/sales', tokens.admin)).toMatchObject({
      code: ErrorCode.MissingParameter,
      data: { field: 'by' },
    });
    expect(await call('/admin/dashboard/sales', tokens.admin, { by: 'week' })).toMatchObject({
      code: ErrorCode.InvalidParameter,
      data: { field: 'by' },
    });
    expect(await call('/admin/dashboard/sales', tokens.buyer, { by: 'day' })).toMatchObject({
      code: ErrorCode.InvalidParameter,
      data: { reason: 'forbidden' },
    });
  });
});

describe('GET /admin/dashboard/waiting', () => {
  const ALL = {
    applications: { 100: 1, 200: 1, 300: 2, 400: 1, 500: 1 },
    refunds: 1,
    bank_payments: 1,
  };

  it('counts what waits, each count only for a role whose permissions cover it', async () => {
    const answer = async (role: keyof typeof tokens) => {
      const body = await call<WaitingCounts>('/admin/dashboard/waiting', tokens[role]);
      expect(body.code, role).toBe(200);
      return waitingCountsSchema.parse(body.data);
    };
    expect(await answer('admin')).toEqual(ALL);
    expect(await answer('catalogue')).toEqual({
      applications: { 100: null, 200: 1, 300: 2, 400: null, 500: null },
      refunds: null,
      bank_payments: null,
    });
    expect(await answer('finance')).toEqual({
      applications: { 100: null, 200: null, 300: null, 400: 1, 500: 1 },
      refunds: 1,
      bank_payments: 1,
    });
    expect(await answer('support')).toEqual({
      applications: { 100: 1, 200: null, 300: null, 400: null, 500: null },
      refunds: 1,
      bank_payments: 1,
    });
  });

  it('counts the same as the review board lists under review', async () => {
    for (const type of [100, 200, 300, 400, 500] as const) {
      const page = await call<{ total: number }>('/admin/review/index', tokens.admin, {
        type: String(type),
        status: '0',
      });
      expect(page.data.total, `type ${type}`).toBe(ALL.applications[type]);
    }
    const bank = await call<{ total: number }>('/admin/order/index', tokens.admin, {
      payment_status: 'pending',
    });
    expect(bank.data.total).toBe(ALL.bank_payments);
  });

  it('is refused to a buyer and to a visitor', async () => {
    expect(await call('/admin/dashboard/waiting', tokens.buyer)).toMatchObject({
      code: ErrorCode.InvalidParameter,
      data: { reason: 'forbidden' },
    });
    expect((await call('/admin/dashboard/waiting', '')).code).toBe(ErrorCode.NotLoggedIn);
    expect(await t.db.$count(users)).toBeGreaterThan(0);
  });
});
