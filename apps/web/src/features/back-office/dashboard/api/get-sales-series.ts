import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SalesSeries, SalesSeriesBy } from '@mall/contract/admin-dashboard';
import { apiClient } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

/** GET /admin/dashboard/sales: sales per UTC day (the last 30) or month (the last 12), oldest first. */
export function getSalesSeries(by: SalesSeriesBy, signal?: AbortSignal): Promise<SalesSeries> {
  return apiClient.get(
    '/admin/dashboard/sales',
    { by },
    { signal, background: true, silent: true },
  );
}

export function salesSeriesQueryOptions(by: SalesSeriesBy) {
  return queryOptions({
    queryKey: queryKeys.backOffice.of('dashboard', 'sales', by),
    queryFn: ({ signal }) => getSalesSeries(by, signal),
    staleTime: 60_000,
  });
}

export function useSalesSeries(by: SalesSeriesBy) {
  return useQuery(salesSeriesQueryOptions(by));
}
