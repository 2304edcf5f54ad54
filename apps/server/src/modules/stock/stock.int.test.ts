import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ReviewApplication } from '@mall/contract/admin';
import type { StockApplication, StockApplicationPage } from '@mall/contract/seller';
import { notices, products } from '../../db/schema/index';
import { registerUser } from '../../test/fixtures';
import { expectShopInvariants } from '../../test/order-invariants';
import { insertShop, type ShopFixture } from '../../test/shop-fixtures';
import { envelope, get, post } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { usingPostgres } from '../../test/test-db';
import { adminToken } from '../../test/wallet-fixtures';

let shop: ShopFixture;
let other: ShopFixture;
let admin = '';

const t = useTestApp({
  reset: 'each',
  invariants: expectShopInvariants,
  seed: async ({ app, db }) => {
    shop = await insertShop(app, db, [{ stock: 5 }, { stock: 0, status: 'pending' }]);
    other = await insertShop(app, db, [{}]);
    admin = (await adminToken(app, db)).token;
  },
});

const apply = (body: Record<string, unknown>, token = shop.ownerToken) =>
  post(t.app, '/seller/stock/apply', body, { token });
const decide = (id: number, approve: number, message?: string) =>
  post(
    t.app,
    '/admin/review/decide',
    { type: 300, id, approve, ...(message ? { message } : {}) },
    { token: admin },
  );
const stockOf = async (id: number) =>
  (await t.testDb.database.db.select().from(products).where(eq(products.id, id)))[0];
const noticeOf = async (id: number) =>
  (
    await t.testDb.database.db
      .select()
      .from(notices)
      .where(and(eq(notices.type, 300), eq(notices.refId, id)))
  )[0];
const first = () => shop.productIds[0] ?? 0;

describe('POST /seller/stock/apply', () => {
  it('files an application under review with its Notice 300, and lists it for its shop only', async () => {
    const body = envelope<StockApplication>(
      await apply({ product_id: first(), qty: 40, remark: 'Pallet 7' }),
    );
    expect(body).toMatchObject({
      code: 200,
      data: {
        status: 0,
        qty: 40,
        remark: 'Pallet 7',
        message: '',
        reviewed_at: null,
        product: { id: first(), stock: 5 },
      },
    });
    expect(await noticeOf(body.data.id)).toMatchObject({
      status: 0,
      title: 'Stock-in application submitted',
      userId: shop.ownerId,
    });
    // A product under review may be stocked too.
    expect(envelope(await apply({ product_id: shop.productIds[1], qty: 3 })).code).toBe(200);
    const mine = envelope<StockApplicationPage>(
      await get(t.app, '/seller/stock/index', {}, { token: shop.ownerToken }),
    );
    expect(mine.data.total).toBe(2);
    const pending = envelope<StockApplicationPage>(
      await get(
        t.app,
        '/seller/stock/index',
        { status: '0', pagesize: '1' },
        { token: shop.ownerToken },
      ),
    );
    expect(pending.data).toMatchObject({ total: 2, pagesize: 1 });
    expect(pending.data.list).toHaveLength(1);
    const theirs = envelope<StockApplicationPage>(
      await get(t.app, '/seller/stock/index', {}, { token: other.ownerToken }),
    );
    expect(theirs.data.total).toBe(0);
    expect((await stockOf(first()))?.stock).toBe(5);
  });

  it('validates, and keeps to the caller’s own products and to sellers', async () => {
    expect(envelope(await apply({ product_id: first() }))).toMatchObject({
      code: 1000009,
      data: { field: 'qty' },
    });
    for (const qty of [0, -1, 1.5, 100_001, 'ten']) {
      expect(envelope(await apply({ product_id: first(), qty })), String(qty)).toMatchObject({
        code: 1000008,
        data: { field: 'qty' },
      });
    }
    expect(
      envelope(await apply({ product_id: first(), qty: 1, remark: 'x'.repeat(501) })),
    ).toMatchObject({
      code: 1000008,
      data: { field: 'remark' },
    });
    expect(envelope(await apply({ product_id: other.productIds[0], qty: 1 })).code).toBe(2000019);
    expect(envelope(await apply({ product_id: 999_999, qty: 1 })).code).toBe(2000019);
    const buyer = await registerUser(t.app);
    expect(
      envelope(await apply({ product_id: first(), qty: 1 }, buyer['access-token'])),
    ).toMatchObject({
      code: 1000008,
      data: { reason: 'forbidden' },
    });
    expect(envelope(await apply({ product_id: first(), qty: 1 }, '')).code).toBe(1100003);
    expect(
      envelope(
        await get(t.app, '/seller/stock/index', { status: '2' }, { token: shop.ownerToken }),
      ),
    ).toMatchObject({
      code: 1000008,
      data: { field: 'status' },
    });
  });
});

describe('admin review of stock-in (300)', () => {
  it('lists applications with their shop and applicant; approval adds the units once and notifies', async () => {
    const { data: application } = envelope<StockApplication>(
      await apply({ product_id: first(), qty: 40 }),
    );
    const list = envelope<{ list: ReviewApplication[]; total: number }>(
      await get(t.app, '/admin/review/index', { type: '300', status: '0' }, { token: admin }),
    );
    expect(list.data.total).toBe(1);
    expect(list.data.list[0]).toMatchObject({
      id: application.id,
      review_type: 300,
      status: 0,
      qty: 40,
      user: { id: shop.ownerId },
      shop: { id: shop.shopId },
      product: { id: first() },
    });
    const decided = envelope<ReviewApplication>(
      await decide(application.id, 1, 'Received at dock 2.'),
    );
    expect(decided).toMatchObject({
      code: 200,
      data: { status: 1, message: 'Received at dock 2.', product: { stock: 45 } },
    });
    expect(decided.data.reviewed_at).toBeTruthy();
    expect(await stockOf(first())).toMatchObject({ stock: 45, stockReceived: 45 });
    expect(await noticeOf(application.id)).toMatchObject({
      status: 1,
      title: 'Stock-in approved',
      isread: false,
    });
    expect((await noticeOf(application.id))?.content).toContain('40 units of');
    for (const approve of [1, 0]) {
      expect(envelope(await decide(application.id, approve))).toMatchObject({
        code: 2000018,
        data: { id: application.id, status: 1 },
      });
    }
    expect(await stockOf(first())).toMatchObject({ stock: 45, stockReceived: 45 });
    // The buyer-facing catalogue shows the new stock once the cache is cleared (row-change notices do it in production).
    t.app.catalogCache.clear();
    const detail = envelope<{ stock: number }>(
      await get(t.app, '/customer/product/detail', { id: String(first()) }),
    );
    expect(detail.data.stock).toBe(45);
  });

  it('rejection adds nothing and tells the seller why', async () => {
    const { data: application } = envelope<StockApplication>(
      await apply({ product_id: first(), qty: 40 }),
    );
    expect(envelope(await decide(application.id, 0, 'Nothing arrived.'))).toMatchObject({
      code: 200,
      data: { status: -1 },
    });
    expect(await stockOf(first())).toMatchObject({ stock: 5, stockReceived: 5 });
    expect(await noticeOf(application.id)).toMatchObject({
      status: -1,
      title: 'Stock-in rejected',
    });
    expect((await noticeOf(application.id))?.content).toContain('Nothing arrived.');
    expect(envelope(await decide(999_999, 1)).code).toBe(2000019);
  });

  it(`adds the units once when approved many times at once (${usingPostgres() ? 'concurrent' : 'serialised'})`, async () => {
    const { data: application } = envelope<StockApplication>(
      await apply({ product_id: first(), qty: 7 }),
    );
    const codes = await Promise.all(
      Array.from({ length: 6 }, (_, i) => decide(application.id, i % 2 === 0 ? 1 : 0)),
    );
    const sorted = codes.map((response) => envelope(response).code).sort();
    expect(sorted.filter((code) => code === 200)).toHaveLength(1);
    expect(sorted.filter((code) => code === 2000018)).toHaveLength(5);
    const product = await stockOf(first());
    expect([5, 12]).toContain(product?.stock);
    expect(product?.stockReceived).toBe(product?.stock);
  });
});
