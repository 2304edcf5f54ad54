import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { nextPageParam } from '../../../lib/paging';
import { useSession } from '../../../lib/session';
import { queryKeys } from '../../../lib/query-keys';
import type { WalletRecordPage } from '../types';

export const RECORD_PAGE_SIZE = 10;

/** GET /customer/info/recharge_list: top-ups (kind recharge, with bank recharges) or withdrawals. */
export function getRecords(
  kind: 'recharge' | 'withdraw',
  page: number,
  signal?: AbortSignal,
): Promise<WalletRecordPage> {
  return apiClient.get(
    '/customer/info/recharge_list',
    { kind, page, pagesize: RECORD_PAGE_SIZE },
    { signal, background: true },
  );
}

export function recordsQueryOptions(kind: 'recharge' | 'withdraw') {
  return infiniteQueryOptions({
    queryKey: queryKeys.wallet.records(kind),
    queryFn: ({ pageParam, signal }) => getRecords(kind, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    staleTime: 0,
  });
}

export function useRecords(kind: 'recharge' | 'withdraw') {
  const { loggedIn } = useSession();
  return useInfiniteQuery({ ...recordsQueryOptions(kind), enabled: loggedIn });
}
