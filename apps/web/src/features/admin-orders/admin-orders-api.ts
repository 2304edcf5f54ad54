import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { Order, OrderPage, OrderStatus } from '@mall/contract/orders';
import type { ReviewApplicationPage } from '@mall/contract/admin';
import { apiClient } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { queryKeys } from '../../lib/query-keys';

export type ApplicationType = 100 | 200 | 300;

export const adminOrderKeys = {
  all: [...queryKeys.user.all, 'admin-orders'] as const,
  orders: (status: string, payment: string, page: number) =>
    [...queryKeys.user.all, 'admin-orders', 'orders', status, payment, page] as const,
  applications: (type: ApplicationType, status: string, page: number) =>
    [...queryKeys.user.all, 'admin-orders', 'applications', type, status, page] as const,
};

export const ADMIN_PAGE_SIZE = 20;

export function useAdminOrders(status: OrderStatus | '', payment: string, page: number) {
  return useQuery({
    queryKey: adminOrderKeys.orders(status, payment, page),
    queryFn: ({ signal }) =>
      apiClient.get<OrderPage>(
        '/admin/order/index',
        {
          page,
          pagesize: ADMIN_PAGE_SIZE,
          ...(status ? { status } : {}),
          ...(payment ? { payment_status: payment } : {}),
        },
        { signal, background: true, silent: true },
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

const refresh = () => void queryClient.invalidateQueries({ queryKey: adminOrderKeys.all });

/** POST /admin/order/advance: in_transit or delivered. */
export function useAdvanceOrder() {
  return useMutation({
    mutationFn: ({ orderId, status }: { orderId: number; status: 'in_transit' | 'delivered' }) =>
      apiClient.post<Order>('/admin/order/advance', { order_id: orderId, delivery_status: status }),
    onSettled: refresh,
  });
}

/** POST /admin/order/cancel: cancel an order not shipped yet, with a reason; stock and payment return. */
export function useCancelOrder() {
  return useMutation({
    mutationFn: ({ orderId, reason }: { orderId: number; reason: string }) =>
      apiClient.post<Order>('/admin/order/cancel', { order_id: orderId, reason }),
    onSettled: refresh,
  });
}

/** POST /admin/order/confirm_payment: a bank payment arrived (or did not). */
export function useConfirmPayment() {
  return useMutation({
    mutationFn: ({ orderId, approve }: { orderId: number; approve: boolean }) =>
      apiClient.post<Order>('/admin/order/confirm_payment', {
        order_id: orderId,
        approve: approve ? 1 : 0,
      }),
    onSettled: refresh,
  });
}

export function useApplications(type: ApplicationType, status: string, page: number) {
  return useQuery({
    queryKey: adminOrderKeys.applications(type, status, page),
    queryFn: ({ signal }) =>
      apiClient.get<ReviewApplicationPage>(
        '/admin/review/index',
        { type, page, pagesize: ADMIN_PAGE_SIZE, ...(status ? { status } : {}) },
        { signal, background: true, silent: true },
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** POST /admin/review/decide for seller (100), product (200) and stock-in (300) applications. */
export function useDecideApplication() {
  return useMutation({
    mutationFn: ({
      type,
      id,
      approve,
      message,
    }: {
      type: ApplicationType;
      id: number;
      approve: boolean;
      message: string;
    }) =>
      apiClient.post<unknown>('/admin/review/decide', {
        type,
        id,
        approve: approve ? 1 : 0,
        ...(message.trim() ? { message: message.trim() } : {}),
      }),
    onSettled: refresh,
  });
}
