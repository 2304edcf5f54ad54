import { useMutation } from '@tanstack/react-query';
import type { CartCount } from '@mall/contract/cart';
import { apiClient } from '../../../lib/api-client';
import { refetchCart, setCartCount } from '../cart-cache';

export interface AddToCartInput {
  productId: number;
  qty: number;
  buyNow?: boolean;
}

/** POST /checkout/cart/add: never beyond the stock (2000023 from the server otherwise). */
export async function addToCart({ productId, qty, buyNow }: AddToCartInput): Promise<CartCount> {
  const result = await apiClient.post<CartCount>('/checkout/cart/add', {
    product_id: productId,
    qty,
    ...(buyNow ? { buy_now: 1 } : {}),
  });
  setCartCount(result.items_count);
  refetchCart();
  return result;
}

export function useAddToCart() {
  return useMutation({ mutationFn: addToCart });
}
