import { useMutation } from '@tanstack/react-query';
import type { AdminRefund } from '@mall/contract/admin-orders';
import { apiClient } from '../../../../lib/api-client';
import { queryClient } from '../../../../lib/query-client';
import { queryKeys } from '../../../../lib/query-keys';

export interface ArbitrationInput {
  refundId: number;
  /** true: overturn the seller's refusal and pay the refund; false: uphold it. */
  approve: boolean;
  message: string;
}

/** POST /admin/refund/arbitrate */
export function arbitrateRefund({
  refundId,
  approve,
  message,
}: ArbitrationInput): Promise<AdminRefund> {
  return apiClient.post('/admin/refund/arbitrate', {
    refund_id: refundId,
    approve: approve ? 1 : 0,
    ...(message ? { message } : {}),
  });
}

export function useArbitrateRefund() {
  return useMutation({
    mutationFn: arbitrateRefund,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.backOffice.of('refunds') });
      void queryClient.invalidateQueries({ queryKey: queryKeys.backOffice.of('orders') });
      void queryClient.invalidateQueries({ queryKey: queryKeys.backOffice.waiting() });
    },
  });
}
