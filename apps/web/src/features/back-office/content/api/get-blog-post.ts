import { useQuery } from '@tanstack/react-query';
import type { AdminBlogDetail } from '@mall/contract/content-admin';
import { apiClient } from '../../../../lib/api-client';
import { contentKeys } from './content-keys';

/** GET /admin/blog/detail: a post with the texts of every language. */
export function getBlogPost(id: number, signal?: AbortSignal): Promise<AdminBlogDetail> {
  return apiClient.get('/admin/blog/detail', { id }, { signal, background: true, silent: true });
}

/** A post to edit; nothing is asked for a new one (id null). */
export function useBlogPost(id: number | null) {
  return useQuery({
    queryKey: contentKeys.blogPost(id ?? 0),
    queryFn: ({ signal }) => getBlogPost(id ?? 0, signal),
    enabled: id !== null,
    staleTime: 0,
  });
}
