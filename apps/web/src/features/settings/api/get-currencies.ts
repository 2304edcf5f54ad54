import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrencyList } from '@mall/contract/site';
import { apiClient } from '../../../lib/api-client';
import { publicQueryDefaults } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

export type { CurrencyList };

export function getCurrencies(signal?: AbortSignal): Promise<CurrencyList> {
  return apiClient.get<CurrencyList>('/customer/index/get_currency', undefined, {
    signal,
    background: true,
  });
}

export function currenciesQueryOptions() {
  return queryOptions({
    ...publicQueryDefaults,
    queryKey: queryKeys.settings.currencies(),
    queryFn: ({ signal }) => getCurrencies(signal),
    staleTime: 30 * 60_000,
  });
}

export function useCurrencies() {
  return useQuery(currenciesQueryOptions());
}
