import { useMutation } from '@tanstack/react-query';
import type { Order } from '@mall/contract/orders';
import { apiClient } from '../../../lib/api-client';
import { orderChanged } from '../order-cache';

/** POST /customer/order/cancel: an unpaid order, with an optional remark. */
export function cancelOrder({
  orderId,
  remark,
}: {
  orderId: number;
  remark: string;
}): Promise<Order> {
  return apiClient.post('/customer/order/cancel', {
    order_id: orderId,
    ...(remark.trim() ? { cancel_remark: remark.trim() } : {}),
  });
}

export function useCancelOrder() {
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: orderChanged,
    onError: () => orderChanged(),
  });
}
