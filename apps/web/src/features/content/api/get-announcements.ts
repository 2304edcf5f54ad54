import { useQuery } from '@tanstack/react-query';
import type { Page } from '@mall/contract/pagination';
import { apiClient } from '../../../lib/api-client';
import { useLang } from '../../../lib/preferences';
import { publicQueryDefaults } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import type { Announcement } from '../types';

/** GET /customer/index/systemnotify: the store's announcements, newest first. */
export function getAnnouncements(
  pagesize: number,
  signal?: AbortSignal,
): Promise<Page<Announcement>> {
  return apiClient.get(
    '/customer/index/systemnotify',
    { page: 1, pagesize },
    { signal, background: true },
  );
}

export function useAnnouncements(pagesize = 20) {
  return useQuery({
    ...publicQueryDefaults,
    queryKey: queryKeys.announcements(useLang(), pagesize),
    queryFn: ({ signal }) => getAnnouncements(pagesize, signal),
    select: (data) => data.list,
    staleTime: 5 * 60_000,
  });
}
