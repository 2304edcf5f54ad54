import { useMutation } from '@tanstack/react-query';
import type { Order } from '@mall/contract/orders';
import { apiClient } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /seller/order/reject: refuse an order not shipped yet; its stock and any payment return. */
export function rejectOrder({
  orderId,
  reason,
}: {
  orderId: number;
  reason: string;
}): Promise<Order> {
  return apiClient.post('/seller/order/reject', { order_id: orderId, reason });
}

export function useRejectOrder() {
  return useMutation({
    mutationFn: rejectOrder,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.seller.all }),
  });
}
