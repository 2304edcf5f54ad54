import { useMutation } from '@tanstack/react-query';
import type { AdminBlogDetail, BlogSaveInput } from '@mall/contract/content-admin';
import { apiClient } from '../../../../lib/api-client';
import { invalidateContent } from './invalidate-content';

/** POST /admin/blog/save: a new post, or the whole of one (id); the server sanitises the HTML. */
export function saveBlogPost(body: BlogSaveInput): Promise<AdminBlogDetail> {
  return apiClient.post('/admin/blog/save', body);
}

export function useSaveBlogPost() {
  return useMutation({ mutationFn: saveBlogPost, onSettled: invalidateContent });
}
