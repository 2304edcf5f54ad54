import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { OrderPage, OrderStatus } from '@mall/contract/orders';
import { apiClient } from '../../../lib/api-client';
import { nextPageParam } from '../../../lib/paging';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

export const ORDER_PAGE_SIZE = 10;

/** GET /customer/order/index: one status tab ('' for all), newest first. */
export function getOrders(
  status: OrderStatus | '',
  page: number,
  signal?: AbortSignal,
): Promise<OrderPage> {
  return apiClient.get(
    '/customer/order/index',
    { page, pagesize: ORDER_PAGE_SIZE, ...(status ? { status } : {}) },
    { signal, background: true },
  );
}

export function ordersQueryOptions(status: OrderStatus | '') {
  return infiniteQueryOptions({
    queryKey: queryKeys.orders.list(status),
    queryFn: ({ pageParam, signal }) => getOrders(status, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    staleTime: 0,
  });
}

export function useOrders(status: OrderStatus | '') {
  const { loggedIn } = useSession();
  return useInfiniteQuery({ ...ordersQueryOptions(status), enabled: loggedIn });
}
