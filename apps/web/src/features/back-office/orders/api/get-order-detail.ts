import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderDetail } from '@mall/contract/admin-orders';
import { apiClient } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

/** GET /admin/order/detail: the order with its buyer, shop, history, refunds and money. */
export function getOrderDetail(orderId: number, signal?: AbortSignal): Promise<AdminOrderDetail> {
  return apiClient.get(
    '/admin/order/detail',
    { order_id: orderId },
    { signal, background: true, silent: true },
  );
}

export function orderDetailQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: queryKeys.backOffice.of('orders', 'detail', orderId),
    queryFn: ({ signal }) => getOrderDetail(orderId, signal),
    staleTime: 0,
  });
}

export function useOrderDetail(orderId: number) {
  return useQuery(orderDetailQueryOptions(orderId));
}
