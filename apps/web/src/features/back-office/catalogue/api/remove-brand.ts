import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client';
import { queryClient } from '../../../../lib/query-client';
import { catalogueKeys } from '../catalogue-keys';

/** POST /admin/brand/remove: only a brand no product uses (2000018 {reason: has_products}). */
export function removeBrand(id: number): Promise<{ id: number; removed: true }> {
  return apiClient.post('/admin/brand/remove', { id }, { silent: true });
}

export function useRemoveBrand() {
  return useMutation({
    mutationFn: removeBrand,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: catalogueKeys.all() }),
  });
}
