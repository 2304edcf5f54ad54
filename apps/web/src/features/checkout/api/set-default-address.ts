import { useMutation } from '@tanstack/react-query';
import type { Address } from '@mall/contract/checkout';
import { apiClient } from '../../../lib/api-client';
import { refreshAddresses } from './get-addresses';

/** POST /checkout/onepage/default-address with address_id: makes it the default. */
export function setDefaultAddress(addressId: number): Promise<Address> {
  return apiClient.post('/checkout/onepage/default-address', { address_id: addressId });
}

export function useSetDefaultAddress() {
  return useMutation({ mutationFn: setDefaultAddress, onSuccess: refreshAddresses });
}
