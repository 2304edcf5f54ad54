import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrencyList } from '@mall/contract/site';
import { apiClient } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

/** GET /customer/index/get_currency: the enabled currencies, for the default currency's choice. */
export function getEnabledCurrencies(signal?: AbortSignal): Promise<CurrencyList> {
  return apiClient.get(
    '/customer/index/get_currency',
    {},
    { signal, background: true, silent: true },
  );
}

export function enabledCurrenciesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.backOffice.of('settings', 'currencies'),
    queryFn: ({ signal }) => getEnabledCurrencies(signal),
    staleTime: 0,
  });
}

export function useEnabledCurrencies() {
  return useQuery(enabledCurrenciesQueryOptions());
}
