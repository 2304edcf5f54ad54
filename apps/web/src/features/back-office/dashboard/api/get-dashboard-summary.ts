import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardSummary } from '@mall/contract/admin-dashboard';
import type { Lang } from '@mall/contract/locales';
import { apiClient } from '../../../../lib/api-client';
import { useLanguage } from '../../../../lib/i18n';
import { queryKeys } from '../../../../lib/query-keys';

/** The figures refresh every five minutes while the dashboard is open. */
const SUMMARY_POLL_MS = 5 * 60_000;

/**
 * GET /admin/dashboard/summary: sales today, 7 and 30 days, orders by state, new users and
 * shops, what waits, the best sellers (product names in the interface language).
 */
export function getDashboardSummary(signal?: AbortSignal): Promise<DashboardSummary> {
  return apiClient.get('/admin/dashboard/summary', undefined, {
    signal,
    background: true,
    silent: true,
  });
}

export function dashboardSummaryQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: queryKeys.backOffice.of('dashboard', 'summary', lang),
    queryFn: ({ signal }) => getDashboardSummary(signal),
    staleTime: 60_000,
    refetchInterval: SUMMARY_POLL_MS,
  });
}

export function useDashboardSummary() {
  return useQuery(dashboardSummaryQueryOptions(useLanguage()));
}
