import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Lang } from '@mall/contract/locales';
import { apiClient } from '../../../lib/api-client';
import { nextPageParam } from '../../../lib/paging';
import { useLang } from '../../../lib/preferences';
import { publicQueryDefaults } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { listingApiParams, type Listing } from '../listing-params';
import type { CategoryPage } from '../../../types/catalog';

export type CategoryProducts = CategoryPage;

/** GET /category/{id}/{page}: the category and a page of its products. Silent: the page says what failed. */
export function getCategoryProducts(
  id: number,
  page: number,
  pagesize: number,
  listing: Listing,
  signal?: AbortSignal,
): Promise<CategoryProducts> {
  return apiClient.get(
    `/category/${id}/${page}`,
    { pagesize, ...listingApiParams({ ...listing, categoryId: null }) },
    { signal, background: true, silent: true },
  );
}

/** The category pages use 24 products a page (divides into 2, 3, 4 and 6 columns). */
export const CATEGORY_PAGE_SIZE = 24;

export function categoryProductsQueryOptions(
  id: number,
  listing: Listing,
  lang: Lang,
  pagesize = CATEGORY_PAGE_SIZE,
) {
  return infiniteQueryOptions({
    ...publicQueryDefaults,
    queryKey: queryKeys.catalog.category(id, lang, { ...listing, pagesize }),
    queryFn: ({ pageParam, signal }) =>
      getCategoryProducts(id, pageParam, pagesize, listing, signal),
    initialPageParam: 1,
    getNextPageParam: (last: CategoryProducts) => nextPageParam(last.products),
    enabled: id > 0,
  });
}

export function useCategoryProducts(id: number, listing: Listing, pagesize = CATEGORY_PAGE_SIZE) {
  return useInfiniteQuery(categoryProductsQueryOptions(id, listing, useLang(), pagesize));
}
