import type { CartItem } from '@mall/contract/cart';

export interface ShopGroup {
  shop: CartItem['shop'];
  items: CartItem[];
  /** Every line still sold is selected (lines no longer sold cannot be). */
  allSelected: boolean;
}

/** A line that can be bought now: still sold and in stock. */
export function isBuyable(item: CartItem): boolean {
  return item.stock > 0;
}

/** The cart's lines grouped per shop, in the order the shops first appear. */
export function groupByShop(items: readonly CartItem[]): ShopGroup[] {
  const groups = new Map<number, ShopGroup>();
  for (const item of items) {
    let group = groups.get(item.shop.id);
    if (!group) {
      group = { shop: item.shop, items: [], allSelected: true };
      groups.set(item.shop.id, group);
    }
    group.items.push(item);
  }
  for (const group of groups.values()) {
    const buyable = group.items.filter(isBuyable);
    group.allSelected = buyable.length > 0 && buyable.every((item) => item.selected);
  }
  return [...groups.values()];
}

/** Selected lines that can be bought, and their units. */
export function selectionOf(items: readonly CartItem[]): { lines: number; units: number } {
  const chosen = items.filter((item) => item.selected && isBuyable(item));
  return { lines: chosen.length, units: chosen.reduce((sum, item) => sum + item.qty, 0) };
}
