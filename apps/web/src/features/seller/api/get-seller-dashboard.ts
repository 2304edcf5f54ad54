import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SellerDashboard } from '@mall/contract/seller';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /seller/dashboard: the shop's sales, orders, products and balance. */
export function getSellerDashboard(signal?: AbortSignal): Promise<SellerDashboard> {
  return apiClient.get('/seller/dashboard', undefined, { signal, background: true, silent: true });
}

export function sellerDashboardQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.seller.dashboard(),
    queryFn: ({ signal }) => getSellerDashboard(signal),
    staleTime: 0,
  });
}

export function useSellerDashboard() {
  return useQuery(sellerDashboardQueryOptions());
}
