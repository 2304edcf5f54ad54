import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminProductPage } from '@mall/contract/admin-catalog';
import { apiClient } from '../../../../lib/api-client';
import { catalogueKeys } from '../catalogue-keys';

/**
 * GET /admin/product/index: q, shop_id, category_id, status, hidden, featured, recommended,
 * sort (created | price | sales | stock), order, page.
 */
export function getProducts(
  params: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<AdminProductPage> {
  return apiClient.get('/admin/product/index', params, { signal, background: true, silent: true });
}

export function productsQueryOptions(params: Record<string, string | number>) {
  return queryOptions({
    queryKey: catalogueKeys.products(params),
    queryFn: ({ signal }) => getProducts(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useProducts(params: Record<string, string | number>) {
  return useQuery(productsQueryOptions(params));
}
