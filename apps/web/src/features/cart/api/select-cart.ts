import { useMutation } from '@tanstack/react-query';
import type { Cart } from '@mall/contract/cart';
import { apiClient } from '../../../lib/api-client';
import { refetchCart, storeCart } from '../cart-cache';

export type CartSelection = { itemId: number; checked: boolean } | { all: true; checked: boolean };

/** POST /checkout/cart/select: one line or all of them. */
export function selectCart(selection: CartSelection): Promise<Cart> {
  const params =
    'all' in selection
      ? { all: 1, checked: selection.checked ? 1 : 0 }
      : { item_id: selection.itemId, checked: selection.checked ? 1 : 0 };
  return apiClient
    .post<Cart>('/checkout/cart/select', params, { background: true })
    .then(storeCart);
}

export function useSelectCart() {
  return useMutation({
    mutationFn: selectCart,
    onError: refetchCart,
  });
}
