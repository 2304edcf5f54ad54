import { PageFrame } from '../../../components/page-frame';
import { NoticeList } from '../../../features/notices/components/notice-list';
import { RequireLogin } from './require-login';

/** /pages/mine/notices: the user's notices (applications, top-ups, withdrawals), read and unread. */
export function Component() {
  return (
    <RequireLogin>
      <PageFrame>
        <NoticeList />
      </PageFrame>
    </RequireLogin>
  );
}
