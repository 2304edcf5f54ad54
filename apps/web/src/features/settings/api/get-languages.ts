import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LanguageList } from '@mall/contract/site';
import { apiClient } from '../../../lib/api-client';
import { publicQueryDefaults } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

export type { LanguageList };

export function getLanguages(signal?: AbortSignal): Promise<LanguageList> {
  return apiClient.get<LanguageList>('/customer/index/get_languages', undefined, {
    signal,
    background: true,
  });
}

export function languagesQueryOptions() {
  return queryOptions({
    ...publicQueryDefaults,
    queryKey: queryKeys.settings.languages(),
    queryFn: ({ signal }) => getLanguages(signal),
    staleTime: 30 * 60_000,
  });
}

export function useLanguages() {
  return useQuery(languagesQueryOptions());
}
