import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UserPage } from '@mall/contract/admin-users';
import { apiClient } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

/** What the list sends: q, status, sort, order, page, pagesize (empty filters left out). */
export type UserListParams = Record<string, string | number>;

/** GET /admin/user/index: users by email or name and status, sorted and paged. */
export function getUsers(params: UserListParams, signal?: AbortSignal): Promise<UserPage> {
  return apiClient.get('/admin/user/index', params, { signal, background: true, silent: true });
}

export function usersQueryOptions(params: UserListParams) {
  return queryOptions({
    queryKey: queryKeys.backOffice.of('users', 'list', params),
    queryFn: ({ signal }) => getUsers(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useUsers(params: UserListParams) {
  return useQuery(usersQueryOptions(params));
}
