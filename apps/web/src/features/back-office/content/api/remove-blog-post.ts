import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client';
import { invalidateContent } from './invalidate-content';

/** POST /admin/blog/remove */
export function removeBlogPost(id: number): Promise<{ id: number }> {
  return apiClient.post('/admin/blog/remove', { id });
}

export function useRemoveBlogPost() {
  return useMutation({ mutationFn: removeBlogPost, onSettled: invalidateContent });
}
