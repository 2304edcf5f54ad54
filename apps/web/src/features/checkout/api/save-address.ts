import { useMutation } from '@tanstack/react-query';
import type { Address, AddressInput } from '@mall/contract/checkout';
import { apiClient } from '../../../lib/api-client';
import { refreshAddresses } from './get-addresses';

/** POST /checkout/onepage/addressadd: a new address, or an edit with address_id. */
export function saveAddress(input: AddressInput): Promise<Address> {
  return apiClient.post('/checkout/onepage/addressadd', {
    ...input,
    is_default: input.is_default ? 1 : undefined,
  });
}

export function useSaveAddress() {
  return useMutation({ mutationFn: saveAddress, onSuccess: refreshAddresses });
}
