import { useInfiniteQuery } from '@tanstack/react-query';
import type { Page } from '@mall/contract/pagination';
import { apiClient } from '../../../lib/api-client';
import { nextPageParam } from '../../../lib/paging';
import { useLang } from '../../../lib/preferences';
import { publicQueryDefaults } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import type { BlogSummary } from '../types';

export function getBlogList(
  page: number,
  pagesize: number,
  signal?: AbortSignal,
): Promise<Page<BlogSummary>> {
  return apiClient.get('/blog/list', { page, pagesize }, { signal, background: true });
}

export function useBlogList(pagesize = 12) {
  return useInfiniteQuery({
    ...publicQueryDefaults,
    queryKey: queryKeys.blog.list(useLang()),
    queryFn: ({ pageParam, signal }) => getBlogList(pageParam, pagesize, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
}
