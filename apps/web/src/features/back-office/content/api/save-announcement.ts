import { useMutation } from '@tanstack/react-query';
import type { AdminAnnouncement, AnnouncementSaveInput } from '@mall/contract/content-admin';
import { apiClient } from '../../../../lib/api-client';
import { invalidateContent } from './invalidate-content';

/** POST /admin/announcement/save: a new announcement, or the whole of one (id). */
export function saveAnnouncement(body: AnnouncementSaveInput): Promise<AdminAnnouncement> {
  return apiClient.post('/admin/announcement/save', body);
}

export function useSaveAnnouncement() {
  return useMutation({ mutationFn: saveAnnouncement, onSettled: invalidateContent });
}
