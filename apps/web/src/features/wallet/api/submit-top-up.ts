import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import type { BankRechargeInput, RechargeInput, WalletRecord } from '../types';

export type TopUpInput =
  ({ method: 'crypto' } & RechargeInput) | ({ method: 'bank' } & BankRechargeInput);

/** POST /customer/info/recharge (to a deposit wallet) or /bank/recharge: submitted for review. */
export function submitTopUp(input: TopUpInput): Promise<WalletRecord> {
  const { method, ...params } = input;
  return apiClient.post(
    method === 'bank' ? '/bank/recharge' : '/customer/info/recharge',
    params as Record<string, string | number>,
  );
}

/** A new top-up shows in the history, and its notice in the unread count. */
export function useSubmitTopUp() {
  return useMutation({
    mutationFn: submitTopUp,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.user.info() });
    },
  });
}
