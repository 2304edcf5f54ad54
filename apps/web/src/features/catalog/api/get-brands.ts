import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@mall/contract/catalog';
import type { Lang } from '@mall/contract/locales';
import { apiClient } from '../../../lib/api-client';
import { useLang } from '../../../lib/preferences';
import { publicQueryDefaults } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

export type { Brand };

export function getBrands(signal?: AbortSignal): Promise<{ list: Brand[] }> {
  // Silent: the sections that show them say when they could not load.
  return apiClient.post('/customer/index/get-all-brand', undefined, {
    signal,
    background: true,
    silent: true,
  });
}

export function brandsQueryOptions(lang: Lang) {
  return queryOptions({
    ...publicQueryDefaults,
    queryKey: queryKeys.catalog.brands(lang),
    queryFn: ({ signal }) => getBrands(signal),
    select: (data) => data.list,
  });
}

export function useBrands() {
  return useQuery(brandsQueryOptions(useLang()));
}

/** The home page's top 10: most products first. */
export function topBrands(brands: readonly Brand[], count = 10): Brand[] {
  return [...brands].sort((a, b) => b.product_count - a.product_count).slice(0, count);
}
