import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Checkout } from '@mall/contract/checkout';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

export type { Checkout };

/** GET /checkout/onepage/index: the selected lines, the default address, delivery types, payments. */
export function getCheckout(signal?: AbortSignal): Promise<Checkout> {
  return apiClient.get('/checkout/onepage/index', undefined, { signal, background: true });
}

export function checkoutQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.checkout.onepage(),
    queryFn: ({ signal }) => getCheckout(signal),
    staleTime: 0,
  });
}

export function useCheckout() {
  const { loggedIn } = useSession();
  return useQuery({ ...checkoutQueryOptions(), enabled: loggedIn });
}
