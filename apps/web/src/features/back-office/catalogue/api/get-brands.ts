import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminBrandPage } from '@mall/contract/admin-catalog';
import { apiClient } from '../../../../lib/api-client';
import { catalogueKeys } from '../catalogue-keys';

/** GET /admin/brand/index: q, hidden, sort (sort | name | products | created), order, page. */
export function getBrands(
  params: Record<string, string | number>,
  signal?: AbortSignal,
): Promise<AdminBrandPage> {
  return apiClient.get('/admin/brand/index', params, { signal, background: true, silent: true });
}

export function brandsQueryOptions(params: Record<string, string | number>) {
  return queryOptions({
    queryKey: catalogueKeys.brands(params),
    queryFn: ({ signal }) => getBrands(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useBrands(params: Record<string, string | number>) {
  return useQuery(brandsQueryOptions(params));
}
