import { useMutation } from '@tanstack/react-query';
import type { Setting } from '@mall/contract/settings';
import { apiClient } from '../../../../lib/api-client';
import { getPreferences } from '../../../../lib/preferences';
import { queryClient } from '../../../../lib/query-client';
import { queryKeys } from '../../../../lib/query-keys';

/**
 * POST /admin/settings/save: the value travels as its JSON text. Errors are the form's (a bad
 * value is 1000008 {field: value, reason}). The buyer's website config is fetched again.
 */
export function saveSetting({ key, value }: { key: string; value: unknown }): Promise<Setting> {
  return apiClient.post(
    '/admin/settings/save',
    { key, value: JSON.stringify(value) },
    { silent: true },
  );
}

export function useSaveSetting() {
  return useMutation({
    mutationFn: saveSetting,
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.backOffice.of('settings', 'list'), (old: unknown) => {
        const list = (old as { list?: Setting[] } | undefined)?.list;
        return list
          ? { list: list.map((item) => (item.key === saved.key ? { ...item, ...saved } : item)) }
          : old;
      });
      void queryClient.invalidateQueries({
        queryKey: queryKeys.content.websiteConfig(getPreferences().lang),
      });
    },
  });
}
