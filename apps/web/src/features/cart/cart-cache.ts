import type { Cart } from '@mall/contract/cart';
import type { UserInfo } from '@mall/contract/auth';
import { queryClient } from '../../lib/query-client';
import { queryKeys } from '../../lib/query-keys';

/** The tab bar's and header's count (UserInfo card.count) follows the cart at once. */
export function setCartCount(count: number): void {
  queryClient.setQueryData<UserInfo>(queryKeys.user.info(), (info) =>
    info ? { ...info, card: { count } } : info,
  );
}

/** A cart the server answered becomes the cached one, and its count the header's. */
export function storeCart(cart: Cart): Cart {
  queryClient.setQueryData(queryKeys.cart(), cart);
  setCartCount(cart.items_count);
  return cart;
}

/** Read the cart again (a refused change: show it as the server has it). */
export function refetchCart(): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.cart() });
}
