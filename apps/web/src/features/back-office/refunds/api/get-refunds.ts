import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminRefundPage } from '@mall/contract/admin-orders';
import { apiClient } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

export interface RefundBoardParams {
  /** arbitration (refused by the seller, waiting), arbitrated or all. */
  state: string;
  page: number;
  pagesize: number;
}

/** GET /admin/refund/index: the arbitration board. */
export function getRefunds(
  params: RefundBoardParams,
  signal?: AbortSignal,
): Promise<AdminRefundPage> {
  return apiClient.get(
    '/admin/refund/index',
    { ...params },
    { signal, background: true, silent: true },
  );
}

export function refundsQueryOptions(params: RefundBoardParams) {
  return queryOptions({
    queryKey: queryKeys.backOffice.of('refunds', 'list', params),
    queryFn: ({ signal }) => getRefunds(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useRefunds(params: RefundBoardParams) {
  return useQuery(refundsQueryOptions(params));
}
