import { ErrorCode, type ErrorCodeValue } from '@mall/contract/errors';

/** A selected cart line with its product as locked at checkout. */
export interface CheckoutLine {
  itemId: number;
  productId: number;
  shopId: number;
  name: string;
  image: string;
  priceCents: number;
  qty: number;
  stock: number;
  sellable: boolean;
}

/** One order to place: one per shop, every amount computed here from the server's records. */
export interface OrderDraft {
  shopId: number;
  lines: CheckoutLine[];
  subtotalCents: number;
  shippingCents: number;
  grandTotalCents: number;
}

export type DraftResult =
  | { ok: true; drafts: OrderDraft[] }
  | { ok: false; code: ErrorCodeValue; data: Record<string, number> };

/**
 * Splits the selected lines by shop (shops in id order) and computes each order's subtotal,
 * shipping (the delivery type's cost, once per order) and grand total. A product no longer for
 * sale is 2000021, a line beyond the stock on hand 2000023.
 */
export function draftOrders(lines: readonly CheckoutLine[], shippingCents: number): DraftResult {
  for (const line of lines) {
    if (!line.sellable)
      return { ok: false, code: ErrorCode.ProductInvalid, data: { product_id: line.productId } };
    if (line.qty > line.stock)
      return {
        ok: false,
        code: ErrorCode.InsufficientStock,
        data: { product_id: line.productId, stock: line.stock },
      };
  }
  const byShop = new Map<number, CheckoutLine[]>();
  for (const line of lines) byShop.set(line.shopId, [...(byShop.get(line.shopId) ?? []), line]);
  const drafts = [...byShop.entries()]
    .sort(([a], [b]) => a - b)
    .map(([shopId, shopLines]) => {
      const subtotalCents = shopLines.reduce((sum, line) => sum + line.priceCents * line.qty, 0);
      return {
        shopId,
        lines: shopLines,
        subtotalCents,
        shippingCents,
        grandTotalCents: subtotalCents + shippingCents,
      };
    });
  return { ok: true, drafts };
}
