import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { OrderPage, OrderStatus } from '@mall/contract/orders';
import { apiClient } from '../../../lib/api-client';
import { nextPageParam } from '../../../lib/paging';
import { queryKeys } from '../../../lib/query-keys';

/** GET /seller/order/index: the shop's orders of one status ('' for all), newest first. */
export function getSellerOrders(
  status: OrderStatus | '',
  page: number,
  signal?: AbortSignal,
): Promise<OrderPage> {
  return apiClient.get(
    '/seller/order/index',
    { page, pagesize: 20, ...(status ? { status } : {}) },
    { signal, background: true },
  );
}

export function sellerOrdersQueryOptions(status: OrderStatus | '') {
  return infiniteQueryOptions({
    queryKey: queryKeys.seller.orders(status),
    queryFn: ({ pageParam, signal }) => getSellerOrders(status, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    staleTime: 0,
  });
}

export function useSellerOrders(status: OrderStatus | '') {
  return useInfiniteQuery(sellerOrdersQueryOptions(status));
}
