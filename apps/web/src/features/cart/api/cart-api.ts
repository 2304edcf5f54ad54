import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { Cart, CartCount, CartUpType } from '@mall/contract/cart';
import type { UserInfo } from '@mall/contract/auth';
import { apiClient } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import { cartKeys } from '../keys';

export type { Cart, CartItem } from '@mall/contract/cart';

/** The tab bar's and header's count (UserInfo card.count) follows the cart at once. */
export function setCartCount(count: number): void {
  queryClient.setQueryData<UserInfo>(queryKeys.user.info(), (info) => (info ? { ...info, card: { count } } : info));
}

function storeCart(cart: Cart): Cart {
  queryClient.setQueryData(cartKeys.cart(), cart);
  setCartCount(cart.items_count);
  return cart;
}

/** GET /checkout/cart/index */
export function getCart(signal?: AbortSignal): Promise<Cart> {
  return apiClient.get<Cart>('/checkout/cart/index', undefined, { signal, background: true }).then(storeCart);
}

export function cartQueryOptions() {
  return queryOptions({ queryKey: cartKeys.cart(), queryFn: ({ signal }) => getCart(signal), staleTime: 0 });
}

export function useCart() {
  const { loggedIn } = useSession();
  return useQuery({ ...cartQueryOptions(), enabled: loggedIn });
}

export interface AddToCartInput {
  productId: number;
  qty: number;
  buyNow?: boolean;
}

/** POST /checkout/cart/add: never beyond the stock (2000023 from the server otherwise). */
export async function addToCart({ productId, qty, buyNow }: AddToCartInput): Promise<CartCount> {
  const result = await apiClient.post<CartCount>('/checkout/cart/add', { product_id: productId, qty, ...(buyNow ? { buy_now: 1 } : {}) });
  setCartCount(result.items_count);
  void queryClient.invalidateQueries({ queryKey: cartKeys.cart() });
  return result;
}

export function useAddToCart() {
  return useMutation({ mutationFn: addToCart });
}

export type CartUpdate = { itemId: number; qty: number } | { itemId: number; upType: CartUpType };

/** POST /checkout/cart/updateinfo: a quantity, a step, or removal; answers the cart. */
export function updateCart(update: CartUpdate): Promise<Cart> {
  const params = 'qty' in update ? { item_id: update.itemId, qty: update.qty } : { item_id: update.itemId, up_type: update.upType };
  return apiClient.post<Cart>('/checkout/cart/updateinfo', params, { background: true }).then(storeCart);
}

export function useUpdateCart() {
  return useMutation({
    mutationFn: updateCart,
    // A refused change (stock, a line gone): show the cart as the server has it.
    onError: () => void queryClient.invalidateQueries({ queryKey: cartKeys.cart() }),
  });
}

export type CartSelection = { itemId: number; checked: boolean } | { all: true; checked: boolean };

/** POST /checkout/cart/select: one line or all of them. */
export function selectCart(selection: CartSelection): Promise<Cart> {
  const params = 'all' in selection ? { all: 1, checked: selection.checked ? 1 : 0 } : { item_id: selection.itemId, checked: selection.checked ? 1 : 0 };
  return apiClient.post<Cart>('/checkout/cart/select', params, { background: true }).then(storeCart);
}

export function useSelectCart() {
  return useMutation({
    mutationFn: selectCart,
    onError: () => void queryClient.invalidateQueries({ queryKey: cartKeys.cart() }),
  });
}
