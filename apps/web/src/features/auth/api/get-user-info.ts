import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import type { UserInfo } from '../types';

export function getUserInfo(signal?: AbortSignal): Promise<UserInfo> {
  return apiClient.get<UserInfo>('/customer/info/get_userinfo', undefined, {
    signal,
    background: true,
  });
}

export function userInfoQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.user.info(),
    queryFn: ({ signal }) => getUserInfo(signal),
  });
}

/** The logged-in user (cart count, unread counts); nothing while logged out. */
export function useUserInfo() {
  const { loggedIn } = useSession();
  const query = useQuery({ ...userInfoQueryOptions(), enabled: loggedIn });
  return loggedIn ? query.data : undefined;
}

export function useCartCount(): number {
  return useUserInfo()?.card?.count ?? 0;
}
