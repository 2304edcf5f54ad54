import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client';
import { queryClient } from '../../../../lib/query-client';
import { queryKeys } from '../../../../lib/query-keys';

/** GET /customer/product/clear_product_cache: clears the catalogue cache on every instance. */
export function clearProductCache(): Promise<{ cleared: true }> {
  return apiClient.get('/customer/product/clear_product_cache');
}

export function useClearProductCache() {
  return useMutation({
    mutationFn: clearProductCache,
    // What this browser holds of the buyer's catalogue is refetched too.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.catalog.all }),
  });
}
