import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AddressList } from '@mall/contract/checkout';
import { apiClient } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

export type { Address, AddressInput } from '@mall/contract/checkout';

/** POST /checkout/onepage/getaddresslist */
export function getAddresses(signal?: AbortSignal): Promise<AddressList> {
  return apiClient.post('/checkout/onepage/getaddresslist', undefined, {
    signal,
    background: true,
  });
}

export function addressesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.checkout.addresses(),
    queryFn: ({ signal }) => getAddresses(signal),
  });
}

export function useAddresses() {
  const { loggedIn } = useSession();
  return useQuery({ ...addressesQueryOptions(), enabled: loggedIn });
}

/** After an address changes: the address book and the checkout (its default address) are read again. */
export function refreshAddresses(): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.checkout.addresses() });
  void queryClient.invalidateQueries({ queryKey: queryKeys.checkout.onepage() });
}
