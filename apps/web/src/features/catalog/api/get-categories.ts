import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryNode } from '@mall/contract/catalog';
import type { Lang } from '@mall/contract/locales';
import { apiClient } from '../../../lib/api-client';
import { useLang } from '../../../lib/preferences';
import { publicQueryDefaults } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

/** A node of the category tree. */
export type Category = CategoryNode;

export function getCategories(signal?: AbortSignal): Promise<{ list: Category[] }> {
  // Silent: the sections that show them say when they could not load.
  return apiClient.post('/customer/index/get-all-category', undefined, {
    signal,
    background: true,
    silent: true,
  });
}

/** The whole tree; `list` holds the top level. */
export function categoriesQueryOptions(lang: Lang) {
  return queryOptions({
    ...publicQueryDefaults,
    queryKey: queryKeys.catalog.categories(lang),
    queryFn: ({ signal }) => getCategories(signal),
    select: (data) => data.list,
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions(useLang()));
}
