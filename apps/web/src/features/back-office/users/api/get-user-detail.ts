import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserDetail } from '@mall/contract/admin-users';
import { apiClient } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

/** GET /admin/user/detail: a user's profile, balances and shop. */
export function getUserDetail(userId: number, signal?: AbortSignal): Promise<UserDetail> {
  return apiClient.get(
    '/admin/user/detail',
    { user_id: userId },
    { signal, background: true, silent: true },
  );
}

export function userDetailQueryOptions(userId: number) {
  return queryOptions({
    queryKey: queryKeys.backOffice.of('users', 'detail', userId),
    queryFn: ({ signal }) => getUserDetail(userId, signal),
    staleTime: 0,
  });
}

/** `enabled` false for an id that cannot be one (nothing is asked). */
export function useUserDetail(userId: number, enabled = true) {
  return useQuery({ ...userDetailQueryOptions(userId), enabled });
}
