import type { Order, Refund } from '@mall/contract/orders';
import { describe, expect, it } from 'vitest';
import { expectShopInvariants } from '../../test/order-invariants';
import { addToCart, orderWorld, placeOrders, type ShopFixture } from '../../test/shop-fixtures';
import { envelope, get, post } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

/** Order money passes 2^31 cents (21,474,836.47 USD): bigint columns, never a 500. */
describe('orders beyond the int4 range of cents', () => {
  let shop: ShopFixture;
  let token = '';
  let admin = '';
  const t = useTestApp({
    reset: 'each',
    invariants: expectShopInvariants,
    seed: async ({ app, db }) => {
      // 1,000,000.00 USD each (the most a price may be), 10,000 in stock.
      ({ shop, token, admin } = await orderWorld(
        app,
        db,
        [{ priceCents: 100_000_000, stock: 10_000 }],
        5_000_000_000_00,
      ));
    },
  });

  const call = async <T = unknown>(url: string, body: Record<string, unknown>, as = token) =>
    envelope<T>(await post(t.app, url, body, { token: as }));

  it('30 × 1,000,000.00 USD is placed, paid, delivered and refunded in full', async () => {
    const [order] = await placeOrders(t.app, token, [
      { productId: shop.productIds[0] ?? 0, qty: 30 },
    ]);
    expect(order?.grand_total).toBeGreaterThanOrEqual(30_000_000);
    const id = order?.order_id ?? 0;
    expect((await call('/customer/order/pay', { order_id: id })).code).toBe(200);
    const shown = envelope<Order>(
      await get(t.app, '/customer/order/view', { order_id: String(id) }, { token }),
    );
    expect(shown.data).toMatchObject({ payment_status: 'paid' });
    expect(shown.data.grand_total).toBe(order?.grand_total);

    await call('/seller/order/ship', { order_id: id, log_sn: 'LS1' }, shop.ownerToken);
    await call('/admin/order/advance', { order_id: id, delivery_status: 'delivered' }, admin);
    const refund = await call<Refund>('/customer/order/refund', {
      order_id: id,
      reason: 'too dear',
    });
    expect(refund.code).toBe(200);
    expect(refund.data.amount).toBe(order?.grand_total);
    const decided = await call<Refund>(
      '/seller/refund/decide',
      { id: refund.data.id, approve: 1 },
      shop.ownerToken,
    );
    expect(decided).toMatchObject({ code: 200, data: { state: 'approved' } });
  });

  it('the largest cart line (9,999 units) is an order too', async () => {
    await addToCart(t.app, token, shop.productIds[0] ?? 0, 9_999);
    const placed = await call<{ orders: Order[] }>('/checkout/onepage/submitorder', {
      shipping_method: 'standard',
      payment_method: 'bank',
    });
    expect(placed.code).toBe(200);
    expect(placed.data.orders[0]?.grand_total).toBeGreaterThanOrEqual(9_999_000_000);
  });

  it('quantities beyond the bounds are 1000008, not a 500', async () => {
    for (const qty of ['10000', '1e9', '99999999999999999999', '-1', '1.5']) {
      expect(
        await call('/checkout/cart/add', { product_id: shop.productIds[0] ?? 0, qty }),
        qty,
      ).toMatchObject({
        code: 1000008,
        data: { field: 'qty' },
      });
    }
  });
});
