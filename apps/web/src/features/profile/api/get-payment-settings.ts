import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { queryKeys } from '../../../lib/query-keys';
import type { PaymentSettings } from '../types';

/** GET /customer/info/payment_settings: bank account, crypto addresses, profile address. */
export function getPaymentSettings(signal?: AbortSignal): Promise<PaymentSettings> {
  return apiClient.get('/customer/info/payment_settings', undefined, { signal, background: true });
}

export function paymentSettingsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.profile.paymentSettings(),
    queryFn: ({ signal }) => getPaymentSettings(signal),
  });
}

export function usePaymentSettings() {
  const { loggedIn } = useSession();
  return useQuery({ ...paymentSettingsQueryOptions(), enabled: loggedIn });
}
