import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@mall/contract/orders';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { queryKeys } from '../../../lib/query-keys';

export type { Dashboard };

/**
 * GET /customer/info/dashboard: cart, wishlist, orders and units ordered, the default address;
 * sales for sellers. Silent: the page falls back to the user info's counters without it.
 */
export function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return apiClient.get('/customer/info/dashboard', undefined, {
    signal,
    background: true,
    silent: true,
  });
}

export function dashboardQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.profile.dashboard(),
    queryFn: ({ signal }) => getDashboard(signal),
    staleTime: 0,
  });
}

export function useDashboard() {
  const { loggedIn } = useSession();
  return useQuery({ ...dashboardQueryOptions(), enabled: loggedIn });
}
