import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@mall/contract/locales';
import { apiClient } from '../../../lib/api-client';
import { useLang } from '../../../lib/preferences';
import { publicQueryDefaults } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

export interface WebsiteConfig {
  site_name?: string;
  logo?: string;
  service_url?: string;
  third_service_url?: string;
  seller_url?: string;
  min_recharge?: number;
  [key: string]: unknown;
}

export function getWebsiteConfig(signal?: AbortSignal): Promise<WebsiteConfig> {
  return apiClient.get('/customer/index/store', { type: 'website_config' }, { signal, background: true });
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
