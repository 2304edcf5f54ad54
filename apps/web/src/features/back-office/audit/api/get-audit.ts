import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@mall/contract/audit';
import { apiClient } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

export interface AuditPage {
  list: AuditEntry[];
  total: number;
  page: number;
  pagesize: number;
}

/** GET /admin/audit/index: back-office actions, newest first, by person, record, action, dates. */
export function getAudit(
  params: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<AuditPage> {
  return apiClient.get('/admin/audit/index', params, { signal, background: true, silent: true });
}

export function auditQueryOptions(params: Record<string, string | number>) {
  return queryOptions({
    queryKey: queryKeys.backOffice.of('audit', 'list', params),
    queryFn: ({ signal }) => getAudit(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAudit(params: Record<string, string | number>) {
  return useQuery(auditQueryOptions(params));
}
