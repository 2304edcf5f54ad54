import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Track } from '@mall/contract/orders';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /customer/order/track: the logistics number and the status history, oldest first. */
export function getTrack(orderId: number, signal?: AbortSignal): Promise<Track> {
  return apiClient.get(
    '/customer/order/track',
    { order_id: orderId },
    { signal, background: true },
  );
}

export function trackQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: queryKeys.orders.track(orderId),
    queryFn: ({ signal }) => getTrack(orderId, signal),
    staleTime: 0,
  });
}

export function useTrack(orderId: number, enabled: boolean) {
  return useQuery({ ...trackQueryOptions(orderId), enabled });
}
