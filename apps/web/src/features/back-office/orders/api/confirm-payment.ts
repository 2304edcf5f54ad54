import { useMutation } from '@tanstack/react-query';
import type { Order } from '@mall/contract/orders';
import { apiClient } from '../../../../lib/api-client';
import { invalidateOrders } from '../order-cache';

/** POST /admin/order/confirm_payment: a bank payment arrived (or did not). */
export function confirmPayment({
  orderId,
  approve,
}: {
  orderId: number;
  approve: boolean;
}): Promise<Order> {
  return apiClient.post('/admin/order/confirm_payment', {
    order_id: orderId,
    approve: approve ? 1 : 0,
  });
}

export function useConfirmPayment() {
  return useMutation({
    mutationFn: confirmPayment,
    onSettled: () => invalidateOrders(),
  });
}
