import { describe, expect, it } from 'vitest';
import { draftOrders, type CheckoutLine } from './order-drafts';

const line = (over: Partial<CheckoutLine>): CheckoutLine => ({
  itemId: 1,
  productId: 1,
  shopId: 1,
  name: 'P',
  image: '',
  priceCents: 1000,
  qty: 1,
  stock: 10,
  sellable: true,
  ...over,
});

describe('draftOrders', () => {
  it('places one order per shop with its own subtotal, shipping and total', () => {
    const result = draftOrders(
      [
        line({ productId: 1, shopId: 7, priceCents: 1999, qty: 2 }),
        line({ productId: 2, shopId: 3, priceCents: 250, qty: 3 }),
        line({ productId: 3, shopId: 7, priceCents: 1, qty: 1 }),
      ],
      990,
    );
    if (!result.ok) throw new Error('refused');
    expect(
      result.drafts.map((d) => [d.shopId, d.subtotalCents, d.shippingCents, d.grandTotalCents]),
    ).toEqual([
      [3, 750, 990, 1740],
      [7, 3999, 990, 4989],
    ]);
    expect(result.drafts[1]?.lines.map((l) => l.productId)).toEqual([1, 3]);
  });

  it('refuses a product no longer for sale (2000021) and a line beyond the stock (2000023)', () => {
    expect(draftOrders([line({ sellable: false, productId: 4 })], 0)).toEqual({
      ok: false,
      code: 2000021,
      data: { product_id: 4 },
    });
    expect(draftOrders([line({ qty: 3, stock: 2, productId: 5 })], 0)).toEqual({
      ok: false,
      code: 2000023,
      data: { product_id: 5, stock: 2 },
    });
  });
});
