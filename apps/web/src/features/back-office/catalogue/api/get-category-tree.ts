import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCategoryTree } from '@mall/contract/admin-catalog';
import { apiClient } from '../../../../lib/api-client';
import { catalogueKeys } from '../catalogue-keys';

/** GET /admin/category/tree: every category, hidden ones too, with all its names. */
export function getCategoryTree(signal?: AbortSignal): Promise<AdminCategoryTree> {
  return apiClient.get('/admin/category/tree', undefined, {
    signal,
    background: true,
    silent: true,
  });
}

export function categoryTreeQueryOptions() {
  return queryOptions({
    queryKey: catalogueKeys.categories(),
    queryFn: ({ signal }) => getCategoryTree(signal),
    staleTime: 0,
  });
}

export function useCategoryTree() {
  return useQuery(categoryTreeQueryOptions());
}
