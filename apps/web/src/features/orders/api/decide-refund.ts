import { useMutation } from '@tanstack/react-query';
import type { Refund } from '@mall/contract/orders';
import { apiClient } from '../../../lib/api-client';
import { orderChanged } from '../order-cache';

/** POST /seller/refund/decide: the shop approves (money back to the buyer) or rejects. */
export function decideRefund({ id, approve }: { id: number; approve: boolean }): Promise<Refund> {
  return apiClient.post('/seller/refund/decide', { id, approve: approve ? 1 : 0 });
}

export function useDecideRefund() {
  return useMutation({ mutationFn: decideRefund, onSettled: () => orderChanged() });
}
