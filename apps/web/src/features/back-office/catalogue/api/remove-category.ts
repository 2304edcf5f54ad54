import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client';
import { queryClient } from '../../../../lib/query-client';
import { catalogueKeys } from '../catalogue-keys';

/**
 * POST /admin/category/remove: only an empty category (2000018 {reason: has_children |
 * has_products} otherwise; the page says why).
 */
export function removeCategory(id: number): Promise<{ id: number; removed: true }> {
  return apiClient.post('/admin/category/remove', { id }, { silent: true });
}

export function useRemoveCategory() {
  return useMutation({
    mutationFn: removeCategory,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: catalogueKeys.all() }),
  });
}
