import { useMutation } from '@tanstack/react-query';
import type { Refund } from '@mall/contract/orders';
import { apiClient } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /customer/order/refund_offline_confirm: the shop returned the cash of an offline refund. */
export function confirmOfflineRefund(id: number): Promise<Refund> {
  return apiClient.post('/customer/order/refund_offline_confirm', { id });
}

export function useConfirmOfflineRefund() {
  return useMutation({
    mutationFn: confirmOfflineRefund,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
  });
}
