import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client';
import { queryClient } from '../../../../lib/query-client';
import { queryKeys } from '../../../../lib/query-keys';

/** POST /admin/deposit_wallet/remove: refused (1000008, field code) while records name it. */
export function removeDepositWallet(code: string): Promise<{ code: string; removed: true }> {
  return apiClient.post('/admin/deposit_wallet/remove', { code }, { silent: true });
}

export function useRemoveDepositWallet() {
  return useMutation({
    mutationFn: removeDepositWallet,
    onSettled: () =>
      void queryClient.invalidateQueries({
        queryKey: queryKeys.backOffice.of('money', 'deposit-wallets'),
      }),
  });
}
