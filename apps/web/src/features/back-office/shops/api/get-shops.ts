import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminShopPage } from '@mall/contract/shops';
import { apiClient } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

export type ShopListParams = Record<string, string | number>;

/** GET /admin/shop/index: shops by name or owner email and status, sorted and paged. */
export function getShops(params: ShopListParams, signal?: AbortSignal): Promise<AdminShopPage> {
  return apiClient.get('/admin/shop/index', params, { signal, background: true, silent: true });
}

export function shopsQueryOptions(params: ShopListParams) {
  return queryOptions({
    queryKey: queryKeys.backOffice.of('shops', 'list', params),
    queryFn: ({ signal }) => getShops(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useShops(params: ShopListParams) {
  return useQuery(shopsQueryOptions(params));
}
