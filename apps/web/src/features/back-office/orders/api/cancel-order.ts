import { useMutation } from '@tanstack/react-query';
import type { Order } from '@mall/contract/orders';
import { apiClient } from '../../../../lib/api-client';
import { invalidateOrders } from '../order-cache';

/** POST /admin/order/cancel: cancel an order not shipped yet, with a reason; stock and payment return. */
export function cancelOrder({
  orderId,
  reason,
}: {
  orderId: number;
  reason: string;
}): Promise<Order> {
  return apiClient.post('/admin/order/cancel', { order_id: orderId, reason });
}

export function useCancelOrder() {
  return useMutation({
    mutationFn: cancelOrder,
    onSettled: () => invalidateOrders(),
  });
}
