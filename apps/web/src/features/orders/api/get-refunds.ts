import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { RefundPage } from '@mall/contract/orders';
import { apiClient } from '../../../lib/api-client';
import { nextPageParam } from '../../../lib/paging';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

export type RefundSide = 'sent' | 'received';

/** GET /customer/order/refund_list: what I asked for, or (a seller) what my shop was asked. */
export function getRefunds(
  side: RefundSide,
  page: number,
  signal?: AbortSignal,
): Promise<RefundPage> {
  return apiClient.get(
    '/customer/order/refund_list',
    { page, pagesize: 15, side },
    { signal, background: true },
  );
}

export function refundsQueryOptions(side: RefundSide) {
  return infiniteQueryOptions({
    queryKey: queryKeys.orders.refunds(side),
    queryFn: ({ pageParam, signal }) => getRefunds(side, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    staleTime: 0,
  });
}

export function useRefunds(side: RefundSide) {
  const { loggedIn } = useSession();
  return useInfiniteQuery({ ...refundsQueryOptions(side), enabled: loggedIn });
}
