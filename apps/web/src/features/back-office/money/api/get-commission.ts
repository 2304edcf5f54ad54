import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CommissionPeriod, CommissionReport } from '@mall/contract/ledger';
import { apiClient } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

export interface CommissionFilter {
  /** YYYY-MM-DD or ''. */
  from: string;
  to: string;
  by: CommissionPeriod;
}

/** How many shops the page lists. */
export const TOP_SHOPS = 20;

/** GET /admin/ledger/commission: commission earned, in total, per day or month, by shop. */
export function getCommission(
  filter: CommissionFilter,
  signal?: AbortSignal,
): Promise<CommissionReport> {
  return apiClient.get(
    '/admin/ledger/commission',
    {
      by: filter.by,
      shops: TOP_SHOPS,
      ...(filter.from ? { from: filter.from } : {}),
      ...(filter.to ? { to: filter.to } : {}),
    },
    { signal, background: true, silent: true },
  );
}

export function commissionQueryOptions(filter: CommissionFilter) {
  return queryOptions({
    queryKey: queryKeys.backOffice.of('money', 'commission', filter),
    queryFn: ({ signal }) => getCommission(filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useCommission(filter: CommissionFilter) {
  return useQuery(commissionQueryOptions(filter));
}
