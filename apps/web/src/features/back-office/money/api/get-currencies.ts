import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCurrencyList } from '@mall/contract/currency';
import { apiClient } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

/** GET /admin/currency/index: every currency, enabled or not, with its latest rate change. */
export function getCurrencies(signal?: AbortSignal): Promise<AdminCurrencyList> {
  return apiClient.get('/admin/currency/index', {}, { signal, background: true, silent: true });
}

export function currenciesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.backOffice.of('money', 'currencies'),
    queryFn: ({ signal }) => getCurrencies(signal),
    staleTime: 0,
  });
}

export function useCurrencies() {
  return useQuery(currenciesQueryOptions());
}
