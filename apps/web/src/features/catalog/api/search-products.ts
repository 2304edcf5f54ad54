import { useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { nextPageParam } from '../../../lib/paging';
import { useLang } from '../../../lib/preferences';
import { publicQueryDefaults } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { listingApiParams, type Listing } from '../listing-params';
import type { Page, ProductCard } from '../../../types/catalog';

/** GET /search/{term}: products ranked by relevance unless sorted, with the list filters. */
export function searchProducts(
  term: string,
  page: number,
  pagesize: number,
  listing: Listing,
  signal?: AbortSignal,
): Promise<Page<ProductCard>> {
  return apiClient.get(
    `/search/${encodeURIComponent(term)}`,
    { page, pagesize, ...listingApiParams(listing) },
    { signal, background: true },
  );
}

export function useSearchProducts(term: string, listing: Listing, pagesize: number) {
  const lang = useLang();
  return useInfiniteQuery({
    ...publicQueryDefaults,
    queryKey: queryKeys.catalog.search(term, lang, { ...listing, pagesize }),
    queryFn: ({ pageParam, signal }) => searchProducts(term, pageParam, pagesize, listing, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    enabled: term.length > 0,
  });
}
