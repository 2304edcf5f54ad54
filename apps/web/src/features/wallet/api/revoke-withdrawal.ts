import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { WalletRecord } from '../types';
import { refreshWallet } from './withdraw';

/** POST /customer/info/withdraw_revoke: a pending withdrawal back to the balance. */
export function revokeWithdrawal(id: number): Promise<WalletRecord> {
  return apiClient.post('/customer/info/withdraw_revoke', { id });
}

export function useRevokeWithdrawal() {
  return useMutation({ mutationFn: revokeWithdrawal, onSuccess: refreshWallet });
}
