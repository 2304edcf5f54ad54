import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client';
import { invalidateContent } from './invalidate-content';

/** POST /admin/advert/remove */
export function removeAdvert(id: number): Promise<{ id: number }> {
  return apiClient.post('/admin/advert/remove', { id });
}

export function useRemoveAdvert() {
  return useMutation({ mutationFn: removeAdvert, onSettled: invalidateContent });
}
