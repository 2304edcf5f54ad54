import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { adminKeys, type WalletReviewType } from '../keys';
import type { WalletApplication } from '../types';

export interface DecideInput {
  type: WalletReviewType;
  id: number;
  approve: boolean;
  message: string;
}

/** POST /admin/review/decide: approve (credits a top-up, pays out a withdrawal) or reject. */
export function decideReview({ type, id, approve, message }: DecideInput): Promise<WalletApplication> {
  return apiClient.post('/admin/review/decide', { type, id, approve: approve ? 1 : 0, message: message.trim() });
}

export function useDecideReview() {
  return useMutation({
    mutationFn: decideReview,
    // Decided (or already decided by another admin: 2000018): the lists show it as it stands.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.reviews }),
  });
}
