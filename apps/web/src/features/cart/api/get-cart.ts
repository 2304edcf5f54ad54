import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Cart } from '@mall/contract/cart';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import { storeCart } from '../cart-cache';

export type { Cart, CartItem } from '@mall/contract/cart';

/** GET /checkout/cart/index */
export function getCart(signal?: AbortSignal): Promise<Cart> {
  return apiClient
    .get<Cart>('/checkout/cart/index', undefined, { signal, background: true })
    .then(storeCart);
}

export function cartQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.cart(),
    queryFn: ({ signal }) => getCart(signal),
    staleTime: 0,
  });
}

export function useCart() {
  const { loggedIn } = useSession();
  return useQuery({ ...cartQueryOptions(), enabled: loggedIn });
}
