import { useMutation } from '@tanstack/react-query';
import type { Order } from '@mall/contract/orders';
import { apiClient } from '../../../lib/api-client';
import { orderChanged } from '../order-cache';

/** POST /customer/order/complete: the buyer confirms receipt. */
export function completeOrder(orderId: number): Promise<Order> {
  return apiClient.post('/customer/order/complete', { order_id: orderId });
}

export function useCompleteOrder() {
  return useMutation({
    mutationFn: completeOrder,
    onSuccess: orderChanged,
    onError: () => orderChanged(),
  });
}
