import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffMe } from '@mall/contract/staff';
import { apiClient } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';
import { isForbidden } from '../../errors';

/** GET /admin/staff/me: the staff member behind the session, their roles and permissions. */
export function getStaffMe(signal?: AbortSignal): Promise<StaffMe> {
  return apiClient.get('/admin/staff/me', undefined, { signal, background: true, silent: true });
}

export function staffMeQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.backOffice.staffMe(),
    queryFn: ({ signal }) => getStaffMe(signal),
    staleTime: 60_000,
    // "Forbidden" is an answer, not a hiccup: no retry.
    retry: (failureCount, error) => !isForbidden(error) && failureCount < 2,
  });
}

export function useStaffMe(enabled = true) {
  return useQuery({ ...staffMeQueryOptions(), enabled });
}
