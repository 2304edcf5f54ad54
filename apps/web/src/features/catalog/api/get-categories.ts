import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@mall/contract/locales';
import { apiClient } from '../../../lib/api-client';
import { useLang } from '../../../lib/preferences';
import { publicQueryDefaults } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

export interface Category {
  id: number;
  name: string;
  icon: string;
  parent_id: number | null;
  children?: Category[];
}

export function getCategories(signal?: AbortSignal): Promise<{ list: Category[] }> {
  return apiClient.post('/customer/index/get-all-category', undefined, { signal, background: true });
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
