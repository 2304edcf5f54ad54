import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@mall/contract/locales';
import type { WebsiteConfig } from '@mall/contract/site';
import { apiClient } from '../../../lib/api-client';
import { useLang } from '../../../lib/preferences';
import { publicQueryDefaults } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

export type { WebsiteConfig };

export function getWebsiteConfig(signal?: AbortSignal): Promise<WebsiteConfig> {
  return apiClient.get(
    '/customer/index/store',
    { type: 'website_config' },
    { signal, background: true },
  );
}

export function websiteConfigQueryOptions(lang: Lang) {
  return queryOptions({
    ...publicQueryDefaults,
    queryKey: queryKeys.content.websiteConfig(lang),
    queryFn: ({ signal }) => getWebsiteConfig(signal),
    staleTime: 10 * 60_000,
  });
}

export function useWebsiteConfig() {
  return useQuery(websiteConfigQueryOptions(useLang()));
}
