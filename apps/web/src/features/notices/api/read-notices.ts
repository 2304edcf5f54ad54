import { useMutation, type InfiniteData } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { noticeKeys } from '../keys';
import type { Notice, NoticePage, NoticeReadAll } from '../types';

/** GET /customer/user/notice-read: marks one notice read and answers it. */
export function readNotice(id: number): Promise<Notice> {
  return apiClient.get('/customer/user/notice-read', { id }, { background: true });
}

/** GET /customer/info/notice_in_read: marks every notice read. */
export function readAllNotices(): Promise<NoticeReadAll> {
  return apiClient.get('/customer/info/notice_in_read');
}

type UserWithNotices = { notice?: { count: number } };

function setUnread(update: (count: number) => number) {
  queryClient.setQueryData<UserWithNotices>(queryKeys.user.info(), (old) => (old ? { ...old, notice: { count: Math.max(0, update(old.notice?.count ?? 0)) } } : old));
}

/** Opening a notice marks it read: the lists (kept in place) and the unread count follow at once. */
export function useReadNotice() {
  return useMutation({
    mutationFn: readNotice,
    onSuccess: (notice) => {
      const cached = queryClient.getQueriesData<InfiniteData<NoticePage>>({ queryKey: noticeKeys.all });
      const wasUnread = cached.some(([, data]) => data?.pages.some((page) => page.list.some((n) => n.id === notice.id && !n.isread)));
      const drop = wasUnread ? 1 : 0;
      queryClient.setQueriesData<InfiniteData<NoticePage>>({ queryKey: noticeKeys.all }, (old) =>
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
      if (wasUnread) setUnread((count) => count - 1);
    },
  });
}

export function useReadAllNotices() {
  return useMutation({
    mutationFn: readAllNotices,
    onSuccess: () => {
      setUnread(() => 0);
      void queryClient.invalidateQueries({ queryKey: noticeKeys.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.user.info() });
    },
  });
}
