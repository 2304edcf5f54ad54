import { useMutation } from '@tanstack/react-query';
import type { AdminDepositWallet } from '@mall/contract/deposit-wallet';
import { apiClient } from '../../../../lib/api-client';
import { queryClient } from '../../../../lib/query-client';
import { queryKeys } from '../../../../lib/query-keys';

export interface DepositWalletInput {
  code: string;
  name: string;
  network: string;
  address: string;
  enabled: boolean;
  sort: number;
}

/** POST /admin/deposit_wallet/save: creates the wallet when the code is new. Errors are the form's. */
export function saveDepositWallet(input: DepositWalletInput): Promise<AdminDepositWallet> {
  return apiClient.post(
    '/admin/deposit_wallet/save',
    { ...input, enabled: input.enabled ? 1 : 0 },
    { silent: true },
  );
}

export function useSaveDepositWallet() {
  return useMutation({
    mutationFn: saveDepositWallet,
    onSuccess: () =>
      void queryClient.invalidateQueries({
        queryKey: queryKeys.backOffice.of('money', 'deposit-wallets'),
      }),
  });
}
