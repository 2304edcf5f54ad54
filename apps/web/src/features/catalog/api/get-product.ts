import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@mall/contract/locales';
import { apiClient } from '../../../lib/api-client';
import { useLang } from '../../../lib/preferences';
import { publicQueryDefaults } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import type { ProductDetail } from '../../../types/catalog';

/** GET /customer/product/detail. Silent: the page itself says when the product is gone (2000021). */
export function getProduct(id: number, signal?: AbortSignal): Promise<ProductDetail> {
  return apiClient.get(
    '/customer/product/detail',
    { id },
    { signal, background: true, silent: true },
  );
}

export function productQueryOptions(id: number, lang: Lang, viewer: boolean) {
  return queryOptions({
    ...publicQueryDefaults,
    queryKey: queryKeys.catalog.product(id, lang, viewer),
    queryFn: ({ signal }) => getProduct(id, signal),
    enabled: id > 0,
  });
}

export function useProduct(id: number) {
  const { loggedIn } = useSession();
  return useQuery(productQueryOptions(id, useLang(), loggedIn));
}
