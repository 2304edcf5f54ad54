import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { publicQueryDefaults } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import type { DepositWallet } from '../types';

/** POST /customer/index/get_wallets: the platform's deposit addresses. */
export async function getDepositWallets(signal?: AbortSignal): Promise<DepositWallet[]> {
  const data = await apiClient.post<{ list: DepositWallet[] }>(
    '/customer/index/get_wallets',
    undefined,
    { signal, background: true },
  );
  return data.list;
}

export function depositWalletsQueryOptions() {
  return queryOptions({
    ...publicQueryDefaults,
    queryKey: queryKeys.depositWallets(),
    queryFn: ({ signal }) => getDepositWallets(signal),
    staleTime: 10 * 60_000,
  });
}

export function useDepositWallets() {
  return useQuery(depositWalletsQueryOptions());
}
