import { useMutation } from '@tanstack/react-query';
import type { AdminProduct } from '@mall/contract/admin-catalog';
import { apiClient } from '../../../../lib/api-client';
import { queryClient } from '../../../../lib/query-client';
import { catalogueKeys } from '../catalogue-keys';

export type ProductFlag = 'hidden' | 'featured' | 'recommended';

export interface FlagsInput {
  ids: number[];
  flag: ProductFlag;
  on: boolean;
}

/** POST /admin/product/flags: one flag on or off for up to 100 products; answers them. */
export function setProductFlags({ ids, flag, on }: FlagsInput): Promise<{ list: AdminProduct[] }> {
  return apiClient.post('/admin/product/flags', { ids: JSON.stringify(ids), [flag]: on ? 1 : 0 });
}

export function useSetProductFlags() {
  return useMutation({
    mutationFn: setProductFlags,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: catalogueKeys.all() }),
  });
}
