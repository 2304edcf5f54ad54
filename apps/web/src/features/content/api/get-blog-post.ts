import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useLang } from '../../../lib/preferences';
import { publicQueryDefaults } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import type { BlogPost } from '../types';

/** GET /blog/detail. Silent: the page says when the post is gone (2000019). */
export function getBlogPost(id: number, signal?: AbortSignal): Promise<BlogPost> {
  return apiClient.get('/blog/detail', { id }, { signal, background: true, silent: true });
}

export function useBlogPost(id: number) {
  return useQuery({
    ...publicQueryDefaults,
    queryKey: queryKeys.blog.post(id, useLang()),
    queryFn: ({ signal }) => getBlogPost(id, signal),
    enabled: id > 0,
  });
}
