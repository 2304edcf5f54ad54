import { useMutation } from '@tanstack/react-query';
import type { Cart, CartUpType } from '@mall/contract/cart';
import { apiClient } from '../../../lib/api-client';
import { refetchCart, storeCart } from '../cart-cache';

export type CartUpdate = { itemId: number; qty: number } | { itemId: number; upType: CartUpType };

/** POST /checkout/cart/updateinfo: a quantity, a step, or removal; answers the cart. */
export function updateCart(update: CartUpdate): Promise<Cart> {
  const params =
    'qty' in update
      ? { item_id: update.itemId, qty: update.qty }
      : { item_id: update.itemId, up_type: update.upType };
  return apiClient
    .post<Cart>('/checkout/cart/updateinfo', params, { background: true })
    .then(storeCart);
}

export function useUpdateCart() {
  return useMutation({
    mutationFn: updateCart,
    // A refused change (stock, a line gone): show the cart as the server has it.
    onError: refetchCart,
  });
}
