import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { Address, AddressInput, AddressList, Checkout, SubmitOrderInput } from '@mall/contract/checkout';
import type { SubmitOrderResult } from '@mall/contract/orders';
import type { PlaceList } from '@mall/contract/site';
import { apiClient } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import { cartKeys } from '../../cart/keys';

export type { Address, AddressInput, Checkout };

export const checkoutKeys = {
  onepage: () => [...queryKeys.user.all, 'checkout'] as const,
  addresses: () => [...queryKeys.user.all, 'addresses'] as const,
  places: (country: string, state: string) => ['places', country, state] as const,
};

/** GET /checkout/onepage/index: the selected lines, the default address, delivery types, payments. */
export function getCheckout(signal?: AbortSignal): Promise<Checkout> {
  return apiClient.get('/checkout/onepage/index', undefined, { signal, background: true });
}

export function useCheckout() {
  const { loggedIn } = useSession();
  return useQuery({ queryKey: checkoutKeys.onepage(), queryFn: ({ signal }) => getCheckout(signal), staleTime: 0, enabled: loggedIn });
}

/** POST /checkout/onepage/getaddresslist */
export function getAddresses(signal?: AbortSignal): Promise<AddressList> {
  return apiClient.post('/checkout/onepage/getaddresslist', undefined, { signal, background: true });
}

export function useAddresses() {
  const { loggedIn } = useSession();
  return useQuery({ queryKey: checkoutKeys.addresses(), queryFn: ({ signal }) => getAddresses(signal), enabled: loggedIn });
}

function refreshAddresses() {
  void queryClient.invalidateQueries({ queryKey: checkoutKeys.addresses() });
  void queryClient.invalidateQueries({ queryKey: checkoutKeys.onepage() });
}

/** POST /checkout/onepage/addressadd: a new address, or an edit with address_id. */
export function saveAddress(input: AddressInput): Promise<Address> {
  return apiClient.post('/checkout/onepage/addressadd', { ...input, is_default: input.is_default ? 1 : undefined });
}

export function useSaveAddress() {
  return useMutation({ mutationFn: saveAddress, onSuccess: refreshAddresses });
}

/** POST /checkout/onepage/default-address with address_id: makes it the default. */
export function setDefaultAddress(addressId: number): Promise<Address> {
  return apiClient.post('/checkout/onepage/default-address', { address_id: addressId });
}

export function useSetDefaultAddress() {
  return useMutation({ mutationFn: setDefaultAddress, onSuccess: refreshAddresses });
}

/** POST /checkout/onepage/remove_address */
export function removeAddress(addressId: number): Promise<null> {
  return apiClient.post('/checkout/onepage/remove_address', { address_id: addressId });
}

export function useRemoveAddress() {
  return useMutation({ mutationFn: removeAddress, onSuccess: refreshAddresses });
}

/** POST /citys: countries; with a country its states; with both, the state's cities. */
export function getPlaces(country: string, state: string, signal?: AbortSignal): Promise<PlaceList> {
  return apiClient.post('/citys', { ...(country ? { country } : {}), ...(state ? { state } : {}) }, { signal, background: true, silent: true });
}

export function placesQueryOptions(country: string, state: string) {
  return queryOptions({
    queryKey: checkoutKeys.places(country, state),
    queryFn: ({ signal }) => getPlaces(country, state, signal),
    staleTime: Infinity,
  });
}

export function usePlaces(country: string, state: string, enabled: boolean) {
  return useQuery({ ...placesQueryOptions(country, state), enabled });
}

/** POST /checkout/onepage/submitorder: one unpaid order per shop, prices the server's. */
export async function submitOrder(input: SubmitOrderInput): Promise<SubmitOrderResult> {
  const result = await apiClient.post<SubmitOrderResult>('/checkout/onepage/submitorder', { ...input });
  void queryClient.invalidateQueries({ queryKey: cartKeys.cart() });
  void queryClient.invalidateQueries({ queryKey: queryKeys.user.info() });
  return result;
}

export function useSubmitOrder() {
  return useMutation({ mutationFn: submitOrder });
}
