import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import type {
  CommentInput,
  Order,
  OrderPage,
  OrderStatus,
  Refund,
  RefundPage,
  Track,
} from '@mall/contract/orders';
import type { PaymentMethod } from '@mall/contract/checkout';
import { apiClient } from '../../../lib/api-client';
import { nextPageParam } from '../../../lib/paging';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import { orderKeys } from '../keys';

export type { Order, Refund, Track };
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
    queryKey: orderKeys.list(status),
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

/** GET /customer/order/view */
export function getOrder(orderId: number, signal?: AbortSignal): Promise<Order> {
  return apiClient.get('/customer/order/view', { order_id: orderId }, { signal, background: true });
}

export function useOrder(orderId: number) {
  return useQuery({
    queryKey: orderKeys.detail(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
    staleTime: 0,
  });
}

/** GET /customer/order/track: the logistics number and the status history, oldest first. */
export function useTrack(orderId: number, enabled: boolean) {
  return useQuery({
    queryKey: orderKeys.track(orderId),
    queryFn: ({ signal }) =>
      apiClient.get<Track>(
        '/customer/order/track',
        { order_id: orderId },
        { signal, background: true },
      ),
    enabled,
    staleTime: 0,
  });
}

/** After an order changes: its view, the lists, the counters and the balance are read again. */
function orderChanged(order?: Order) {
  if (order) queryClient.setQueryData(orderKeys.detail(order.order_id), order);
  void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  void queryClient.invalidateQueries({ queryKey: [...queryKeys.user.all, 'dashboard'] });
  void queryClient.invalidateQueries({ queryKey: [...queryKeys.user.all, 'wallet'] });
}

export function payOrder({
  orderId,
  method,
}: {
  orderId: number;
  method?: PaymentMethod;
}): Promise<Order> {
  return apiClient.post('/customer/order/pay', {
    order_id: orderId,
    ...(method ? { payment_method: method } : {}),
  });
}

export function usePayOrder() {
  return useMutation({
    mutationFn: payOrder,
    onSuccess: orderChanged,
    onError: () => orderChanged(),
  });
}

export function useCancelOrder() {
  return useMutation({
    mutationFn: ({ orderId, remark }: { orderId: number; remark: string }) =>
      apiClient.post<Order>('/customer/order/cancel', {
        order_id: orderId,
        ...(remark.trim() ? { cancel_remark: remark.trim() } : {}),
      }),
    onSuccess: orderChanged,
    onError: () => orderChanged(),
  });
}

export function useCompleteOrder() {
  return useMutation({
    mutationFn: (orderId: number) =>
      apiClient.post<Order>('/customer/order/complete', { order_id: orderId }),
    onSuccess: orderChanged,
    onError: () => orderChanged(),
  });
}

export function useCommentOrder() {
  return useMutation({
    mutationFn: ({ images, ...input }: Omit<CommentInput, 'images'> & { images: string[] }) =>
      apiClient.post<unknown>('/customer/order/comment', {
        ...input,
        ...(images.length ? { images: JSON.stringify(images) } : {}),
      }),
    onSuccess: () => orderChanged(),
  });
}

export function useRequestRefund() {
  return useMutation({
    mutationFn: ({
      orderId,
      itemId,
      reason,
      images,
    }: {
      orderId: number;
      itemId: number | null;
      reason: string;
      images: string[];
    }) =>
      apiClient.post<Refund>('/customer/order/refund', {
        order_id: orderId,
        reason: reason.trim(),
        ...(itemId ? { item_id: itemId } : {}),
        ...(images.length ? { images: JSON.stringify(images) } : {}),
      }),
    onSuccess: () => orderChanged(),
  });
}

export type RefundSide = 'sent' | 'received';

/** GET /customer/order/refund_list: what I asked for, or (a seller) what my shop was asked. */
export function useRefunds(side: RefundSide) {
  const { loggedIn } = useSession();
  return useInfiniteQuery({
    queryKey: orderKeys.refunds(side),
    queryFn: ({ pageParam, signal }) =>
      apiClient.get<RefundPage>(
        '/customer/order/refund_list',
        { page: pageParam, pagesize: 15, side },
        { signal, background: true },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    enabled: loggedIn,
    staleTime: 0,
  });
}

export function useCancelRefund() {
  return useMutation({
    mutationFn: (id: number) => apiClient.post<Refund>('/customer/order/refund_cancel', { id }),
    onSettled: () => orderChanged(),
  });
}

/** POST /customer/order/refund_offline_confirm: the shop returned the cash of an offline refund. */
export function useConfirmOfflineRefund() {
  return useMutation({
    mutationFn: (id: number) =>
      apiClient.post<Refund>('/customer/order/refund_offline_confirm', { id }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

/** POST /seller/refund/decide: the shop approves (money back to the buyer) or rejects. */
export function useDecideRefund() {
  return useMutation({
    mutationFn: ({ id, approve }: { id: number; approve: boolean }) =>
      apiClient.post<Refund>('/seller/refund/decide', { id, approve: approve ? 1 : 0 }),
    onSettled: () => orderChanged(),
  });
}
