import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDepositWalletList } from '@mall/contract/deposit-wallet';
import { apiClient } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

/** GET /admin/deposit_wallet/index: every deposit wallet, with how many records name it. */
export function getDepositWallets(signal?: AbortSignal): Promise<AdminDepositWalletList> {
  return apiClient.get(
    '/admin/deposit_wallet/index',
    {},
    { signal, background: true, silent: true },
  );
}

export function depositWalletsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.backOffice.of('money', 'deposit-wallets'),
    queryFn: ({ signal }) => getDepositWallets(signal),
    staleTime: 0,
  });
}

export function useDepositWallets() {
  return useQuery(depositWalletsQueryOptions());
}
