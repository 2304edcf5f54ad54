import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@mall/contract/locales';
import { apiClient } from '../../../lib/api-client';
import { useLang } from '../../../lib/preferences';
import { publicQueryDefaults } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

export const ADVERT_POSITIONS = ['top', 'center_top', 'center', 'center_bottom', 'bottom'] as const;
export type AdvertPosition = (typeof ADVERT_POSITIONS)[number];

export interface Advert {
  id: number;
  position: AdvertPosition;
  image: string;
  link: string;
  title: string;
}

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
