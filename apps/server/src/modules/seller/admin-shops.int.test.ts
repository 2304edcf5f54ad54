import { desc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { userInfoSchema } from '@mall/contract/auth';
import { ErrorCode } from '@mall/contract/errors';
import { adminShopPageSchema, adminShopSchema, type AdminShop } from '@mall/contract/shops';
import { auditLog, orders } from '../../db/schema/index';
import { loggedInUser } from '../../test/fixtures';
import { expectShopInvariants } from '../../test/order-invariants';
import { insertShop, orderWorld, placeOrders, type ShopFixture } from '../../test/shop-fixtures';
import { envelope, get, post } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { uploadImage } from '../../test/wallet-fixtures';

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

const call = async <T = AdminShop>(url: string, body: Record<string, unknown>, as = admin) =>
  envelope<T>(await post(t.app, url, body, { token: as }));
const list = async (query: Record<string, string>, as = admin) =>
  envelope(await get(t.app, '/admin/shop/index', query, { token: as }));
const audits = (record: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.record, record)).orderBy(desc(auditLog.id));
const staff = (roles: string[]) => loggedInUser(t.app, t.db, { roles });

/** An order of the shop's first product, paid by wallet. */
async function paidOrder(): Promise<number> {
  const [order] = await placeOrders(t.app, token, [{ productId: shop.productIds[0] ?? 0 }]);
  const id = order?.order_id ?? 0;
  expect((await call('/customer/order/pay', { order_id: id }, token)).code).toBe(200);
  return id;
}

describe('the back office’s shops', () => {
  it('lists shops with owner, counts, override and status; searches, filters, sorts and pages', async () => {
    const other = await insertShop(t.app, t.db, [{}]);
    await paidOrder();
    const all = await list({});
    expect(all.code).toBe(200);
    const page = adminShopPageSchema.parse(all.data);
    expect(page.total).toBe(2);
    // Newest first by default.
    expect(page.list.map((s) => s.id)).toEqual([other.shopId, shop.shopId]);
    expect(page.list[1]).toMatchObject({
      id: shop.shopId,
      name: `Shop ${shop.ownerId}`,
      owner: { id: shop.ownerId },
      product_count: 2,
      order_count: 1,
      commission_percent: null,
      status: 'approved',
    });
    const ids = async (query: Record<string, string>) =>
      adminShopPageSchema.parse((await list(query)).data).list.map((s) => s.id);
    expect(await ids({ q: `Shop ${other.ownerId}` })).toEqual([other.shopId]);
    const ownerEmail = page.list[1]?.owner.email ?? '';
    expect(await ids({ q: ownerEmail.slice(0, 12).toUpperCase() })).toContain(shop.shopId);
    expect(await ids({ q: '%' })).toEqual([]);
    expect(await ids({ sort: 'order_count', order: 'asc' })).toEqual([other.shopId, shop.shopId]);
    expect(await ids({ sort: 'order_count' })).toEqual([shop.shopId, other.shopId]);
    expect(await ids({ sort: 'product_count', order: 'asc' })).toEqual([other.shopId, shop.shopId]);
    expect(await ids({ sort: 'created_at', order: 'asc' })).toEqual([shop.shopId, other.shopId]);
    expect(await ids({ pagesize: '1', page: '2' })).toEqual([shop.shopId]);
    expect(await ids({ status: 'suspended' })).toEqual([]);
    await call('/admin/shop/suspend', { shop_id: other.shopId, suspended: 1 });
    expect(await ids({ status: 'suspended' })).toEqual([other.shopId]);
    expect(await ids({ status: 'approved' })).toEqual([shop.shopId]);
  });

  it('is for staff with the shops permission only; bad input names the field', async () => {
    const support = await staff(['support']);
    expect((await list({}, support.token)).code).toBe(200);
    for (const role of ['catalogue', 'finance']) {
      const refused = await staff([role]);
      expect(await list({}, refused.token)).toMatchObject({
        code: ErrorCode.InvalidParameter,
        data: { reason: 'forbidden' },
      });
      expect(
        await call('/admin/shop/suspend', { shop_id: shop.shopId, suspended: 1 }, refused.token),
      ).toMatchObject({ code: ErrorCode.InvalidParameter, data: { reason: 'forbidden' } });
      expect(
        await call('/admin/shop/commission', { shop_id: shop.shopId, percent: 3 }, refused.token),
      ).toMatchObject({ code: ErrorCode.InvalidParameter, data: { reason: 'forbidden' } });
    }
    expect(
      await call('/admin/shop/suspend', { shop_id: shop.shopId, suspended: 1 }, token),
    ).toMatchObject({ code: ErrorCode.InvalidParameter, data: { reason: 'forbidden' } });
    expect(await list({ status: 'closed' })).toMatchObject({
      code: ErrorCode.InvalidParameter,
      data: { field: 'status' },
    });
    expect(await list({ sort: 'owner' })).toMatchObject({ data: { field: 'sort' } });
    expect(await list({ order: 'up' })).toMatchObject({ data: { field: 'order' } });
    expect(await call('/admin/shop/suspend', { shop_id: shop.shopId })).toMatchObject({
      code: ErrorCode.MissingParameter,
      data: { field: 'suspended' },
    });
    expect(await call('/admin/shop/suspend', { shop_id: 999_999, suspended: 1 })).toMatchObject({
      code: ErrorCode.NoData,
    });
    for (const percent of ['101', '1.234', '-1', 'ten', '1e2'])
      expect(await call('/admin/shop/commission', { shop_id: shop.shopId, percent })).toMatchObject(
        { code: ErrorCode.InvalidParameter, data: { field: 'percent' } },
      );
    expect(await call('/admin/shop/commission', { shop_id: 999_999, percent: 3 })).toMatchObject({
      code: ErrorCode.NoData,
    });
    expect(await t.db.$count(auditLog)).toBe(0);
  });

  it('suspending takes the shop out of the catalogue and audits it; its orders and refunds go on', async () => {
    const orderId = await paidOrder();
    const listed = async () =>
      envelope<{ list: { id: number }[] }>(
        await get(t.app, '/customer/product/get_all_products', {}),
      ).data.list.map((p) => p.id);
    // The list is cached now: the suspension must clear it.
    expect(await listed()).toContain(shop.productIds[1]);
    const invalidate = vi.spyOn(t.app, 'invalidateCatalog');
    const suspended = await call('/admin/shop/suspend', {
      shop_id: shop.shopId,
      suspended: 1,
      reason: 'counterfeit goods',
    });
    expect(suspended.code).toBe(200);
    expect(adminShopSchema.parse(suspended.data)).toMatchObject({ status: 'suspended' });
    expect(invalidate).toHaveBeenCalledTimes(1);
    const [entry] = await audits(`shop:${shop.shopId}`);
    expect(entry).toMatchObject({
      action: 'shop.suspend',
      before: { status: 'approved' },
      after: { status: 'suspended', reason: 'counterfeit goods' },
    });

    // Buyers: the products leave the (cached) lists, the shop's page is gone and nothing of it
    // can be bought.
    expect(await listed()).not.toContain(shop.productIds[1]);
    expect(envelope(await get(t.app, `/shop/${shop.shopId}/1`, {})).code).toBe(ErrorCode.NoData);
    expect(
      (await call('/checkout/cart/add', { product_id: shop.productIds[1] }, token)).code,
    ).not.toBe(200);

    // The seller keeps the seller center for the orders: sees, ships; and the user info says so.
    const info = userInfoSchema.parse(
      envelope(await get(t.app, '/customer/info/get_userinfo', {}, { token: shop.ownerToken }))
        .data,
    );
    expect(info).toMatchObject({ is_seller: true, seller_status: 'suspended' });
    const orderList = envelope<{ total: number }>(
      await get(t.app, '/seller/order/index', {}, { token: shop.ownerToken }),
    );
    expect(orderList).toMatchObject({ code: 200, data: { total: 1 } });
    expect(
      (await call('/seller/order/ship', { order_id: orderId, log_sn: 'LS-9' }, shop.ownerToken))
        .code,
    ).toBe(200);
    expect(
      envelope(await get(t.app, '/seller/dashboard', {}, { token: shop.ownerToken })).code,
    ).toBe(200);

    // New products, edits and stock-in are refused with 1000008 {reason: shop_suspended}.
    const refusal = { code: ErrorCode.InvalidParameter, data: { reason: 'shop_suspended' } };
    const images = [await uploadImage(t.app, shop.ownerToken)];
    expect(
      await call(
        '/seller/product/save',
        { name_en: 'Kettle', price: '10', stock: 1, category_id: shop.categoryId, images },
        shop.ownerToken,
      ),
    ).toMatchObject(refusal);
    expect(
      await call(
        '/seller/product/save',
        {
          id: shop.productIds[0],
          name_en: 'Kettle',
          price: '10',
          category_id: shop.categoryId,
          images,
        },
        shop.ownerToken,
      ),
    ).toMatchObject(refusal);
    expect(
      await call(
        '/seller/stock/apply',
        { product_id: shop.productIds[0], qty: 3 },
        shop.ownerToken,
      ),
    ).toMatchObject(refusal);

    // Suspending again changes nothing and is not audited; opening it again is.
    expect((await call('/admin/shop/suspend', { shop_id: shop.shopId, suspended: 1 })).code).toBe(
      200,
    );
    expect(await audits(`shop:${shop.shopId}`)).toHaveLength(1);
    expect(invalidate).toHaveBeenCalledTimes(1);
    const reopened = await call('/admin/shop/suspend', { shop_id: shop.shopId, suspended: '0' });
    expect(reopened.data).toMatchObject({ status: 'approved' });
    expect(invalidate).toHaveBeenCalledTimes(2);
    expect((await audits(`shop:${shop.shopId}`))[0]).toMatchObject({
      action: 'shop.unsuspend',
      before: { status: 'suspended' },
      after: { status: 'approved', reason: '' },
    });
    expect((await call('/checkout/cart/add', { product_id: shop.productIds[1] }, token)).code).toBe(
      200,
    );
    expect(await listed()).toContain(shop.productIds[1]);
    expect(
      (
        await call(
          '/seller/stock/apply',
          { product_id: shop.productIds[0], qty: 3 },
          shop.ownerToken,
        )
      ).code,
    ).toBe(200);
  });

  it('a refund of a suspended shop is still decided by its seller', async () => {
    const orderId = await paidOrder();
    await call('/seller/order/ship', { order_id: orderId, log_sn: 'LS-1' }, shop.ownerToken);
    await call('/admin/order/advance', { order_id: orderId, delivery_status: 'delivered' });
    const refund = await call<{ id: number }>(
      '/customer/order/refund',
      { order_id: orderId, reason: 'broken' },
      token,
    );
    await call('/admin/shop/suspend', { shop_id: shop.shopId, suspended: 1 });
    const received = envelope<{ total: number }>(
      await get(
        t.app,
        '/customer/order/refund_list',
        { side: 'received' },
        { token: shop.ownerToken },
      ),
    );
    expect(received.data.total).toBe(1);
    expect(
      (await call('/seller/refund/decide', { id: refund.data.id, approve: 1 }, shop.ownerToken))
        .data,
    ).toMatchObject({ state: 'approved', settlement: 'escrow' });
  });

  it('the commission override applies to orders completed afterwards, before the categories’ percent', async () => {
    const completeOne = async () => {
      const id = await paidOrder();
      await call('/seller/order/ship', { order_id: id, log_sn: 'LS-2' }, shop.ownerToken);
      await call('/admin/order/advance', { order_id: id, delivery_status: 'delivered' });
      expect((await call('/customer/order/complete', { order_id: id }, token)).code).toBe(200);
      const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
      return row?.commissionCents;
    };
    // The default 5 % of 20.00.
    expect(await completeOne()).toBe(100);
    const set = await call('/admin/shop/commission', { shop_id: shop.shopId, percent: '12.5' });
    expect(set.data).toMatchObject({ commission_percent: 12.5 });
    expect((await audits(`shop:${shop.shopId}`))[0]).toMatchObject({
      action: 'shop.commission',
      before: { commission_percent: null },
      after: { commission_percent: 12.5 },
    });
    expect(await completeOne()).toBe(250);
    expect(
      (await call('/admin/shop/commission', { shop_id: shop.shopId, percent: 0 })).data,
    ).toMatchObject({ commission_percent: 0 });
    expect(await completeOne()).toBe(0);
    // Empty clears it: the default again.
    const cleared = await call('/admin/shop/commission', { shop_id: shop.shopId, percent: '' });
    expect(cleared.data).toMatchObject({ commission_percent: null });
    expect((await audits(`shop:${shop.shopId}`))[0]).toMatchObject({
      before: { commission_percent: 0 },
      after: { commission_percent: null },
    });
    expect(await completeOne()).toBe(100);
    // The same value again changes nothing and writes no entry.
    await call('/admin/shop/commission', { shop_id: shop.shopId });
    expect(await audits(`shop:${shop.shopId}`)).toHaveLength(3);
  });
});
