import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { StockApplicationPage } from '@mall/contract/seller';
import { apiClient } from '../../../lib/api-client';
import { nextPageParam } from '../../../lib/paging';
import { queryKeys } from '../../../lib/query-keys';

/** GET /seller/stock/index: the shop's stock-in applications, newest first. */
export function getStockApplications(
  page: number,
  signal?: AbortSignal,
): Promise<StockApplicationPage> {
  return apiClient.get(
    '/seller/stock/index',
    { page, pagesize: 10 },
    { signal, background: true, silent: true },
  );
}

export function stockApplicationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: queryKeys.seller.stock(),
    queryFn: ({ pageParam, signal }) => getStockApplications(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    staleTime: 0,
  });
}

export function useStockApplications() {
  return useInfiniteQuery(stockApplicationsQueryOptions());
}
