import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { walletKeys } from '../keys';
import type { WalletRecord, WithdrawInput } from '../types';

/** POST /customer/info/withdraw: the amount moves from balance to frozen until an admin decides. */
export function withdraw(input: WithdrawInput): Promise<WalletRecord> {
  return apiClient.post('/customer/info/withdraw', input as Record<string, string | number>);
}

/** POST /customer/info/withdraw_revoke: a pending withdrawal back to the balance. */
export function revokeWithdrawal(id: number): Promise<WalletRecord> {
  return apiClient.post('/customer/info/withdraw_revoke', { id });
}

function refreshWallet() {
  void queryClient.invalidateQueries({ queryKey: walletKeys.all });
  void queryClient.invalidateQueries({ queryKey: queryKeys.user.info() });
}

export function useWithdraw() {
  return useMutation({ mutationFn: withdraw, onSuccess: refreshWallet });
}

export function useRevokeWithdrawal() {
  return useMutation({ mutationFn: revokeWithdrawal, onSuccess: refreshWallet });
}
