import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useLang } from '../../../lib/preferences';
import { publicQueryDefaults } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import type { ProductCard } from '../../../types/catalog';

/** GET /customer/product/get_recommend_list: products related to one. */
export function getRelatedProducts(
  productId: number,
  signal?: AbortSignal,
): Promise<{ list: ProductCard[] }> {
  return apiClient.get(
    '/customer/product/get_recommend_list',
    { product_id: productId },
    { signal, background: true },
  );
}

export function useRelatedProducts(productId: number, enabled = true) {
  return useQuery({
    ...publicQueryDefaults,
    queryKey: queryKeys.catalog.related(productId, useLang()),
    queryFn: ({ signal }) => getRelatedProducts(productId, signal),
    select: (data) => data.list.filter((p) => p.id !== productId),
    enabled: enabled && productId > 0,
  });
}
