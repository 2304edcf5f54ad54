import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderPage } from '@mall/contract/orders';
import { apiClient } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

/** GET /admin/user/orders: the orders a user placed, newest first. */
export function getUserOrders(
  userId: number,
  params: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<OrderPage> {
  return apiClient.get(
    '/admin/user/orders',
    { user_id: userId, page: params.page ?? 1, pagesize: params.pagesize ?? 20 },
    { signal, background: true, silent: true },
  );
}

export function userOrdersQueryOptions(userId: number, params: Record<string, string | number>) {
  return queryOptions({
    queryKey: queryKeys.backOffice.of('users', 'orders', userId, params),
    queryFn: ({ signal }) => getUserOrders(userId, params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUserOrders(userId: number, params: Record<string, string | number>) {
  return useQuery(userOrdersQueryOptions(userId, params));
}
