import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderPage, OrderStatus } from '@mall/contract/orders';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { BOARD_PAGE_SIZE } from '../types';

/** GET /admin/order/index: every shop's orders, by status and payment status. */
export function getOrders(
  status: OrderStatus | '',
  payment: string,
  page: number,
  signal?: AbortSignal,
): Promise<OrderPage> {
  return apiClient.get(
    '/admin/order/index',
    {
      page,
      pagesize: BOARD_PAGE_SIZE,
      ...(status ? { status } : {}),
      ...(payment ? { payment_status: payment } : {}),
    },
    { signal, background: true, silent: true },
  );
}

export function ordersQueryOptions(status: OrderStatus | '', payment: string, page: number) {
  return queryOptions({
    queryKey: queryKeys.backOffice.orders(status, payment, page),
    queryFn: ({ signal }) => getOrders(status, payment, page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useOrders(status: OrderStatus | '', payment: string, page: number) {
  return useQuery(ordersQueryOptions(status, payment, page));
}
