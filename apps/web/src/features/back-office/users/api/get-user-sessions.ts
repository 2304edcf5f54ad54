import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserSessionList } from '@mall/contract/admin-users';
import { apiClient } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

/** GET /admin/user/sessions: a user's latest logins, live or ended (never a token). */
export function getUserSessions(userId: number, signal?: AbortSignal): Promise<UserSessionList> {
  return apiClient.get(
    '/admin/user/sessions',
    { user_id: userId },
    { signal, background: true, silent: true },
  );
}

export function userSessionsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: queryKeys.backOffice.of('users', 'sessions', userId),
    queryFn: ({ signal }) => getUserSessions(userId, signal),
  });
}

export function useUserSessions(userId: number) {
  return useQuery(userSessionsQueryOptions(userId));
}
