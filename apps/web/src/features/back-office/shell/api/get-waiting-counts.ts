import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WaitingCounts } from '@mall/contract/staff';
import { apiClient } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

/** Counts refresh every minute while the back office is open. */
export const WAITING_POLL_MS = 60_000;

/** GET /admin/dashboard/waiting: what waits, per kind (null where the caller may not see it). */
export function getWaitingCounts(signal?: AbortSignal): Promise<WaitingCounts> {
  return apiClient.get('/admin/dashboard/waiting', undefined, {
    signal,
    background: true,
    silent: true,
  });
}

export function waitingCountsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.backOffice.waiting(),
    queryFn: ({ signal }) => getWaitingCounts(signal),
    refetchInterval: WAITING_POLL_MS,
    staleTime: 30_000,
    retry: false,
  });
}

/** The counts, or undefined while they load or when the call fails (no counts, no toast). */
export function useWaitingCounts(): WaitingCounts | undefined {
  return useQuery(waitingCountsQueryOptions()).data;
}
