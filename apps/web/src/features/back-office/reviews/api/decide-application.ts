import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client';
import { queryClient } from '../../../../lib/query-client';
import { queryKeys } from '../../../../lib/query-keys';
import type { ApplicationType } from '../../types';

export interface DecideInput {
  type: ApplicationType;
  id: number;
  approve: boolean;
  /** To the applicant, with the notice; optional. */
  message: string;
}

/**
 * POST /admin/review/decide: approve (opens the shop, puts the product on sale, receives the
 * stock, pays out the withdrawal, credits the top-up) or reject, with an optional message.
 */
export function decideApplication({ type, id, approve, message }: DecideInput): Promise<unknown> {
  return apiClient.post('/admin/review/decide', {
    type,
    id,
    approve: approve ? 1 : 0,
    ...(message.trim() ? { message: message.trim() } : {}),
  });
}

export function useDecideApplication() {
  return useMutation({
    mutationFn: decideApplication,
    // Decided (or already decided by another admin: 2000018): the boards show it as it stands.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.backOffice.all }),
  });
}
