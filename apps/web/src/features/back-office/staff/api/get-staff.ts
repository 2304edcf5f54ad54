import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffPage } from '@mall/contract/staff-accounts';
import { apiClient } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

/** GET /admin/staff/index: the staff members, owners first. */
export function getStaff(
  params: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<StaffPage> {
  return apiClient.get('/admin/staff/index', params, { signal, background: true, silent: true });
}

export function staffQueryOptions(params: Record<string, string | number>) {
  return queryOptions({
    queryKey: queryKeys.backOffice.of('staff', 'list', params),
    queryFn: ({ signal }) => getStaff(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useStaff(params: Record<string, string | number>) {
  return useQuery(staffQueryOptions(params));
}
