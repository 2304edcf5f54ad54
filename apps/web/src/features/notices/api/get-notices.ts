import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Lang } from '@mall/contract/locales';
import { apiClient } from '../../../lib/api-client';
import { nextPageParam } from '../../../lib/paging';
import { useLang } from '../../../lib/preferences';
import { useSession } from '../../../lib/session';
import { queryKeys } from '../../../lib/query-keys';
import type { NoticeFilter, NoticePage } from '../types';

export const NOTICE_PAGE_SIZE = 15;

/** GET /customer/user/notices: newest first, with the user's unread count whatever the filter. */
export function getNotices(
  filter: NoticeFilter,
  page: number,
  signal?: AbortSignal,
): Promise<NoticePage> {
  return apiClient.get(
    '/customer/user/notices',
    {
      page,
      pagesize: NOTICE_PAGE_SIZE,
      ...(filter.type ? { type: filter.type } : {}),
      ...(filter.unreadOnly ? { isread: 0 } : {}),
    },
    { signal, background: true },
  );
}

export function noticesQueryOptions(filter: NoticeFilter, lang: Lang) {
  return infiniteQueryOptions({
    queryKey: queryKeys.notices.list(filter, lang),
    queryFn: ({ pageParam, signal }) => getNotices(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    staleTime: 0,
  });
}

export function useNotices(filter: NoticeFilter) {
  const { loggedIn } = useSession();
  return useInfiniteQuery({ ...noticesQueryOptions(filter, useLang()), enabled: loggedIn });
}
