import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminAnnouncementPage } from '@mall/contract/content-admin';
import { apiClient } from '../../../../lib/api-client';
import { contentKeys } from './content-keys';

export type AnnouncementListParams = Record<string, string | number>;

/** GET /admin/announcement/index: what buyers read in systemnotify, every language. */
export function getAnnouncements(
  params: AnnouncementListParams,
  signal?: AbortSignal,
): Promise<AdminAnnouncementPage> {
  return apiClient.get('/admin/announcement/index', params, {
    signal,
    background: true,
    silent: true,
  });
}

export function useAnnouncements(params: AnnouncementListParams) {
  return useQuery({
    queryKey: contentKeys.announcements(params),
    queryFn: ({ signal }) => getAnnouncements(params, signal),
    placeholderData: keepPreviousData,
  });
}
