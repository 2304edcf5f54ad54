import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import type { WalletRecord, WithdrawInput } from '../types';

/** POST /customer/info/withdraw: the amount moves from balance to frozen until an admin decides. */
export function withdraw(input: WithdrawInput): Promise<WalletRecord> {
  return apiClient.post('/customer/info/withdraw', input as Record<string, string | number>);
}

/** The balance, the lists and the unread count (the notice of the request) follow. */
export function refreshWallet() {
  void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all });
  void queryClient.invalidateQueries({ queryKey: queryKeys.user.info() });
}

export function useWithdraw() {
  return useMutation({ mutationFn: withdraw, onSuccess: refreshWallet });
}
