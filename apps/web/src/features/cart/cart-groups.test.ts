import { describe, expect, it } from 'vitest';
import type { CartItem } from '@mall/contract/cart';
import { groupByShop, selectionOf } from './cart-groups';

const item = (id: number, shop: number, extra: Partial<CartItem> = {}): CartItem => ({
  item_id: id,
  product_id: id,
  name: `P${id}`,
  image: '',
  price: 10,
  qty: 2,
  stock: 5,
  selected: true,
  shop: { id: shop, name: `Shop ${shop}` },
  ...extra,
});

describe('groupByShop', () => {
  it('groups lines per shop in first-seen order', () => {
    const groups = groupByShop([item(1, 2), item(2, 1), item(3, 2)]);
    expect(groups.map((g) => [g.shop.id, g.items.map((i) => i.item_id)])).toEqual([
      [2, [1, 3]],
      [1, [2]],
    ]);
  });
  it('a shop is all selected when every line still sold is selected', () => {
    const [group] = groupByShop([item(1, 1), item(2, 1, { stock: 0, selected: false })]);
    expect(group?.allSelected).toBe(true);
    const [other] = groupByShop([item(1, 1), item(2, 1, { selected: false })]);
    expect(other?.allSelected).toBe(false);
  });
  it('counts selected buyable lines and units', () => {
    expect(
      selectionOf([item(1, 1), item(2, 1, { selected: false }), item(3, 2, { stock: 0 })]),
    ).toEqual({ lines: 1, units: 2 });
  });
});
