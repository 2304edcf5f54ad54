import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client';
import { invalidateContent } from './invalidate-content';

/** POST /admin/announcement/remove */
export function removeAnnouncement(id: number): Promise<{ id: number }> {
  return apiClient.post('/admin/announcement/remove', { id });
}

export function useRemoveAnnouncement() {
  return useMutation({ mutationFn: removeAnnouncement, onSettled: invalidateContent });
}
