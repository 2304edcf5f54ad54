import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Reconciliation } from '@mall/contract/ledger';
import { apiClient } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

/** GET /admin/ledger/reconcile: money in, money out, what every account holds, the difference. */
export function getReconciliation(signal?: AbortSignal): Promise<Reconciliation> {
  return apiClient.get('/admin/ledger/reconcile', {}, { signal, background: true, silent: true });
}

export function reconciliationQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.backOffice.of('money', 'reconciliation'),
    queryFn: ({ signal }) => getReconciliation(signal),
    staleTime: 0,
  });
}

export function useReconciliation() {
  return useQuery(reconciliationQueryOptions());
}
