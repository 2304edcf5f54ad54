import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@mall/contract/locales';
import type { Advert } from '@mall/contract/site';
import { apiClient } from '../../../lib/api-client';
import { takeBootAnswer } from '../../../lib/boot-data';
import { useLang } from '../../../lib/preferences';
import { publicQueryDefaults } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

export type { Advert };
export type AdvertPosition = Advert['position'];

/**
 * The first load takes what public/boot.js already asked for (it starts the top advert's
 * picture early); later loads ask the API. The language is in the URL too, so caches keep the
 * answers of two languages apart (the server reads the header).
 */
export async function getAdverts(lang: Lang, signal?: AbortSignal): Promise<{ list: Advert[] }> {
  const early = await takeBootAnswer<{ list: Advert[] }>('adverts', lang);
  if (early) return early;
  return apiClient.get(
    '/customer/index/store',
    { type: 'advert', lang },
    { signal, background: true },
  );
}

export function advertsQueryOptions(lang: Lang) {
  return queryOptions({
    ...publicQueryDefaults,
    queryKey: queryKeys.content.adverts(lang),
    queryFn: ({ signal }) => getAdverts(lang, signal),
    select: (data) => data.list,
  });
}

export function useAdverts() {
  return useQuery(advertsQueryOptions(useLang()));
}
