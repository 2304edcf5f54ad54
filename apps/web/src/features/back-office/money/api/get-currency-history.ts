import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrencyHistoryPage } from '@mall/contract/currency';
import { apiClient } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

export const HISTORY_PAGE_SIZE = 20;

/** GET /admin/currency/history: one currency's rate changes, newest first. */
export function getCurrencyHistory(
  code: string,
  page: number,
  signal?: AbortSignal,
): Promise<CurrencyHistoryPage> {
  return apiClient.get(
    '/admin/currency/history',
    { code, page, pagesize: HISTORY_PAGE_SIZE },
    { signal, background: true, silent: true },
  );
}

export function currencyHistoryQueryOptions(code: string, page: number) {
  return queryOptions({
    queryKey: queryKeys.backOffice.of('money', 'currency-history', code, page),
    queryFn: ({ signal }) => getCurrencyHistory(code, page, signal),
    staleTime: 0,
  });
}

export function useCurrencyHistory(code: string | null, page = 1) {
  return useQuery({ ...currencyHistoryQueryOptions(code ?? '', page), enabled: Boolean(code) });
}
