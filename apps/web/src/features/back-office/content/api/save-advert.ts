import { useMutation } from '@tanstack/react-query';
import type { AdminAdvert, AdvertSaveInput } from '@mall/contract/content-admin';
import { apiClient } from '../../../../lib/api-client';
import { invalidateContent } from './invalidate-content';

/** POST /admin/advert/save: a new advert, or the whole of one (id). */
export function saveAdvert(body: AdvertSaveInput): Promise<AdminAdvert> {
  return apiClient.post('/admin/advert/save', body);
}

export function useSaveAdvert() {
  return useMutation({ mutationFn: saveAdvert, onSettled: invalidateContent });
}
