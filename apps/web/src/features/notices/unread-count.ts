import { queryClient } from '../../lib/query-client';
import { queryKeys } from '../../lib/query-keys';

type UserWithNotices = { notice?: { count: number } };

/** The unread count the header and tab bar show (UserInfo notice.count), changed at once. */
export function setUnreadCount(update: (count: number) => number): void {
  queryClient.setQueryData<UserWithNotices>(queryKeys.user.info(), (old) =>
    old ? { ...old, notice: { count: Math.max(0, update(old.notice?.count ?? 0)) } } : old,
  );
}
