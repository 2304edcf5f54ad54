import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UserLedgerPage } from '@mall/contract/admin-users';
import { apiClient } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

/** GET /admin/user/ledger: a user's wallet ledger entries (account optional), newest first. */
export function getUserLedger(
  userId: number,
  params: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<UserLedgerPage> {
  const { account, page, pagesize } = params;
  return apiClient.get(
    '/admin/user/ledger',
    { user_id: userId, page: page ?? 1, pagesize: pagesize ?? 20, ...(account ? { account } : {}) },
    { signal, background: true, silent: true },
  );
}

export function userLedgerQueryOptions(userId: number, params: Record<string, string | number>) {
  return queryOptions({
    queryKey: queryKeys.backOffice.of('users', 'ledger', userId, params),
    queryFn: ({ signal }) => getUserLedger(userId, params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUserLedger(userId: number, params: Record<string, string | number>) {
  return useQuery(userLedgerQueryOptions(userId, params));
}
