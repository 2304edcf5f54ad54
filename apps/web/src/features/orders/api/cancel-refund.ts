import { useMutation } from '@tanstack/react-query';
import type { Refund } from '@mall/contract/orders';
import { apiClient } from '../../../lib/api-client';
import { orderChanged } from '../order-cache';

/** POST /customer/order/refund_cancel: the buyer withdraws a pending request. */
export function cancelRefund(id: number): Promise<Refund> {
  return apiClient.post('/customer/order/refund_cancel', { id });
}

export function useCancelRefund() {
  return useMutation({ mutationFn: cancelRefund, onSettled: () => orderChanged() });
}
