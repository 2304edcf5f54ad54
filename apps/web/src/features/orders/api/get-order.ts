import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@mall/contract/orders';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /customer/order/view */
export function getOrder(orderId: number, signal?: AbortSignal): Promise<Order> {
  return apiClient.get('/customer/order/view', { order_id: orderId }, { signal, background: true });
}

export function orderQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: queryKeys.orders.detail(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
    staleTime: 0,
  });
}

export function useOrder(orderId: number) {
  return useQuery(orderQueryOptions(orderId));
}
