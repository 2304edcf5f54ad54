import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { Lang } from '@mall/contract/locales';
import { apiClient } from '../../../lib/api-client';
import { nextPageParam } from '../../../lib/paging';
import { useLang } from '../../../lib/preferences';
import { publicQueryDefaults } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import type { Page, ProductCard } from '../../../types/catalog';

/** The home page's lists: newest, best-selling (hot) and recommended. */
export type FeaturedKind = 'new' | 'hot' | 'recommend';
export const FEATURED_KINDS: readonly FeaturedKind[] = ['new', 'hot', 'recommend'];

const PATHS: Record<FeaturedKind, string> = {
  new: '/customer/product/get_new',
  hot: '/customer/product/get_hot_list',
  recommend: '/customer/product/get_recommend',
};

export function isFeaturedKind(value: unknown): value is FeaturedKind {
  return typeof value === 'string' && value in PATHS;
}

export function getFeaturedProducts(
  kind: FeaturedKind,
  page: number,
  pagesize: number,
  signal?: AbortSignal,
): Promise<Page<ProductCard>> {
  return apiClient.get(PATHS[kind], { page, pagesize }, { signal, background: true });
}

/** The first `pagesize` of a list (home rows). */
export function featuredQueryOptions(kind: FeaturedKind, lang: Lang, pagesize: number) {
  return queryOptions({
    ...publicQueryDefaults,
    queryKey: queryKeys.catalog.featured(kind, lang, pagesize),
    queryFn: ({ signal }) => getFeaturedProducts(kind, 1, pagesize, signal),
  });
}

export function useFeaturedProducts(kind: FeaturedKind, pagesize: number, enabled = true) {
  return useQuery({ ...featuredQueryOptions(kind, useLang(), pagesize), enabled });
}

/** A whole list, page after page (the recommend page). */
export function useFeaturedProductPages(kind: FeaturedKind, pagesize: number) {
  const lang = useLang();
  return useInfiniteQuery(
    infiniteQueryOptions({
      ...publicQueryDefaults,
      queryKey: queryKeys.catalog.featuredPages(kind, lang, pagesize),
      queryFn: ({ pageParam, signal }) => getFeaturedProducts(kind, pageParam, pagesize, signal),
      initialPageParam: 1,
      getNextPageParam: nextPageParam,
    }),
  );
}
