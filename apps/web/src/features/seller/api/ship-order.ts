import { useMutation } from '@tanstack/react-query';
import type { Order } from '@mall/contract/orders';
import { apiClient } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /seller/order/ship with the logistics number. */
export function shipOrder({ orderId, logSn }: { orderId: number; logSn: string }): Promise<Order> {
  return apiClient.post('/seller/order/ship', { order_id: orderId, log_sn: logSn.trim() });
}

export function useShipOrder() {
  return useMutation({
    mutationFn: shipOrder,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.seller.all }),
  });
}
