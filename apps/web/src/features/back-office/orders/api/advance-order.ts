import { useMutation } from '@tanstack/react-query';
import type { Order } from '@mall/contract/orders';
import { apiClient } from '../../../../lib/api-client';
import { invalidateOrders } from '../order-cache';

/** POST /admin/order/advance: in_transit or delivered. */
export function advanceOrder({
  orderId,
  status,
}: {
  orderId: number;
  status: 'in_transit' | 'delivered';
}): Promise<Order> {
  return apiClient.post('/admin/order/advance', { order_id: orderId, delivery_status: status });
}

export function useAdvanceOrder() {
  return useMutation({
    mutationFn: advanceOrder,
    onSettled: () => invalidateOrders(),
  });
}
