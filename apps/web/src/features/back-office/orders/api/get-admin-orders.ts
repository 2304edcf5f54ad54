import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderPage } from '@mall/contract/admin-orders';
import { apiClient } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

export type OrderListParams = Record<string, string | number>;

/**
 * GET /admin/order/index: every shop's orders by order number, buyer, shop, status, payment
 * and delivery state and dates, sorted and paged.
 */
export function getAdminOrders(
  params: OrderListParams,
  signal?: AbortSignal,
): Promise<AdminOrderPage> {
  return apiClient.get('/admin/order/index', params, { signal, background: true, silent: true });
}

export function adminOrdersQueryOptions(params: OrderListParams) {
  return queryOptions({
    queryKey: queryKeys.backOffice.of('orders', 'list', params),
    queryFn: ({ signal }) => getAdminOrders(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAdminOrders(params: OrderListParams) {
  return useQuery(adminOrdersQueryOptions(params));
}
