import { useMutation, type InfiniteData } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import type { Notice, NoticePage } from '../types';
import { setUnreadCount } from '../unread-count';

/** GET /customer/user/notice-read: marks one notice read and answers it. */
export function readNotice(id: number): Promise<Notice> {
  return apiClient.get('/customer/user/notice-read', { id }, { background: true });
}

/** Opening a notice marks it read: the lists (kept in place) and the unread count follow at once. */
export function useReadNotice() {
  return useMutation({
    mutationFn: readNotice,
    onSuccess: (notice) => {
      const cached = queryClient.getQueriesData<InfiniteData<NoticePage>>({
        queryKey: queryKeys.notices.all,
      });
      const wasUnread = cached.some(([, data]) =>
        data?.pages.some((page) => page.list.some((n) => n.id === notice.id && !n.isread)),
      );
      const drop = wasUnread ? 1 : 0;
      queryClient.setQueriesData<InfiniteData<NoticePage>>(
        { queryKey: queryKeys.notices.all },
        (old) =>
          old
            ? {
                ...old,
                pages: old.pages.map((page) => ({
                  ...page,
                  unread: Math.max(0, page.unread - drop),
                  list: page.list.map((n) => (n.id === notice.id ? notice : n)),
                })),
              }
            : old,
      );
      if (wasUnread) setUnreadCount((count) => count - 1);
    },
  });
}
