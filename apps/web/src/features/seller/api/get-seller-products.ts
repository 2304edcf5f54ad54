import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { SellerProductPage } from '@mall/contract/seller';
import { apiClient } from '../../../lib/api-client';
import { nextPageParam } from '../../../lib/paging';
import { queryKeys } from '../../../lib/query-keys';

/** GET /seller/product/index: the shop's products in every state, newest first. */
export function getSellerProducts(page: number, signal?: AbortSignal): Promise<SellerProductPage> {
  return apiClient.get(
    '/seller/product/index',
    { page, pagesize: 20 },
    { signal, background: true, silent: true },
  );
}

export function sellerProductsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: queryKeys.seller.products(),
    queryFn: ({ pageParam, signal }) => getSellerProducts(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    staleTime: 0,
  });
}

export function useSellerProducts() {
  return useInfiniteQuery(sellerProductsQueryOptions());
}
