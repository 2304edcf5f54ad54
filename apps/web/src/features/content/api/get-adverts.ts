import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@mall/contract/locales';
import type { Advert } from '@mall/contract/site';
import { apiClient } from '../../../lib/api-client';
import { useLang } from '../../../lib/preferences';
import { publicQueryDefaults } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

export type { Advert };
export type AdvertPosition = Advert['position'];

export function getAdverts(signal?: AbortSignal): Promise<{ list: Advert[] }> {
  return apiClient.get('/customer/index/store', { type: 'advert' }, { signal, background: true });
}

export function advertsQueryOptions(lang: Lang) {
  return queryOptions({
    ...publicQueryDefaults,
    queryKey: queryKeys.content.adverts(lang),
    queryFn: ({ signal }) => getAdverts(signal),
    select: (data) => data.list,
  });
}

export function useAdverts() {
  return useQuery(advertsQueryOptions(useLang()));
}
