import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewApplication } from '@mall/contract/admin';
import { apiClient } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';
import {
  BOARD_PAGE_SIZE,
  type ApplicationPage,
  type ApplicationType,
  type StatusFilter,
} from '../../types';

/** GET /admin/review/index: applications of one type, newest first; each type adds its fields. */
export function getApplications(
  type: ApplicationType,
  status: StatusFilter,
  page: number,
  signal?: AbortSignal,
): Promise<ApplicationPage<ReviewApplication>> {
  return apiClient.get(
    '/admin/review/index',
    { type, page, pagesize: BOARD_PAGE_SIZE, ...(status ? { status } : {}) },
    { signal, background: true, silent: true },
  );
}

export function applicationsQueryOptions(
  type: ApplicationType,
  status: StatusFilter,
  page: number,
) {
  return queryOptions({
    queryKey: queryKeys.backOffice.applications(type, status, page),
    queryFn: ({ signal }) => getApplications(type, status, page, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useApplications(type: ApplicationType, status: StatusFilter, page: number) {
  return useQuery(applicationsQueryOptions(type, status, page));
}
