import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import type { NoticeReadAll } from '../types';
import { setUnreadCount } from '../unread-count';

/** GET /customer/info/notice_in_read: marks every notice read. */
export function readAllNotices(): Promise<NoticeReadAll> {
  return apiClient.get('/customer/info/notice_in_read');
}

export function useReadAllNotices() {
  return useMutation({
    mutationFn: readAllNotices,
    onSuccess: () => {
      setUnreadCount(() => 0);
      void queryClient.invalidateQueries({ queryKey: queryKeys.notices.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.user.info() });
    },
  });
}
