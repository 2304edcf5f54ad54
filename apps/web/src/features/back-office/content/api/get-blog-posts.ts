import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminBlogPage } from '@mall/contract/content-admin';
import { apiClient } from '../../../../lib/api-client';
import { contentKeys } from './content-keys';

export type BlogListParams = Record<string, string | number>;

/** GET /admin/blog/index: every post (scheduled ones too), by the English title (q). */
export function getBlogPosts(params: BlogListParams, signal?: AbortSignal): Promise<AdminBlogPage> {
  return apiClient.get('/admin/blog/index', params, { signal, background: true, silent: true });
}

export function useBlogPosts(params: BlogListParams) {
  return useQuery({
    queryKey: contentKeys.blogPosts(params),
    queryFn: ({ signal }) => getBlogPosts(params, signal),
    placeholderData: keepPreviousData,
  });
}
