import { useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { nextPageParam } from '../../../lib/paging';
import { useLang } from '../../../lib/preferences';
import { publicQueryDefaults } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import type { BrandPage, ProductSort } from '../../../types/catalog';

export type BrandProducts = BrandPage;

/** GET /brand/{id}: the brand and a page of its products. */
export function getBrandProducts(
  id: number,
  page: number,
  pagesize: number,
  sort: ProductSort,
  signal?: AbortSignal,
): Promise<BrandProducts> {
  return apiClient.get(
    `/brand/${id}`,
    { page, pagesize, sort },
    { signal, background: true, silent: true },
  );
}

export function useBrandProducts(id: number, sort: ProductSort, pagesize: number) {
  const lang = useLang();
  return useInfiniteQuery({
    ...publicQueryDefaults,
    queryKey: queryKeys.catalog.brand(id, lang, { sort, pagesize }),
    queryFn: ({ pageParam, signal }) => getBrandProducts(id, pageParam, pagesize, sort, signal),
    initialPageParam: 1,
    getNextPageParam: (last: BrandProducts) => nextPageParam(last.products),
    enabled: id > 0,
  });
}
