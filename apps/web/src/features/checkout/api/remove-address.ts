import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { refreshAddresses } from './get-addresses';

/** POST /checkout/onepage/remove_address */
export function removeAddress(addressId: number): Promise<null> {
  return apiClient.post('/checkout/onepage/remove_address', { address_id: addressId });
}

export function useRemoveAddress() {
  return useMutation({ mutationFn: removeAddress, onSuccess: refreshAddresses });
}
