import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SettingList } from '@mall/contract/settings';
import { apiClient } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

/** GET /admin/settings/index: every setting with its value and English description. */
export function getSettings(signal?: AbortSignal): Promise<SettingList> {
  return apiClient.get('/admin/settings/index', {}, { signal, background: true, silent: true });
}

export function settingsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.backOffice.of('settings', 'list'),
    queryFn: ({ signal }) => getSettings(signal),
    staleTime: 0,
  });
}

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
