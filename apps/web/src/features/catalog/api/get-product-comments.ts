import { useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { nextPageParam } from '../../../lib/paging';
import { publicQueryDefaults } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import type { CommentPage } from '../../../types/catalog';

/** GET /customer/product/comments: a page of comments with the average and count. */
export function getProductComments(
  id: number,
  page: number,
  pagesize: number,
  signal?: AbortSignal,
): Promise<CommentPage> {
  return apiClient.get(
    '/customer/product/comments',
    { id, page, pagesize },
    { signal, background: true },
  );
}

export function useProductComments(id: number, pagesize = 5) {
  return useInfiniteQuery({
    ...publicQueryDefaults,
    queryKey: queryKeys.catalog.comments(id),
    queryFn: ({ pageParam, signal }) => getProductComments(id, pageParam, pagesize, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    enabled: id > 0,
  });
}
