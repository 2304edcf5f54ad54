import { PageFrame } from '../../../components/page-frame';
import { Skeleton } from '../../../components/ui/skeleton';
import { NoPermission } from '../../../features/back-office/components/no-permission';
import { ReviewSections } from '../../../features/back-office/components/review-sections';
import { useUserInfo } from '../../../features/auth/api/get-user-info';
import { RequireLogin } from '../mine/require-login';

/**
 * /admin/review: the back office's review of applications (seller 100, product 200, stock-in 300,
 * withdrawal 400, top-up 500). Its own lazy chunk: buyers never download it. Users without the
 * admin role see "No permission".
 */
export function Component() {
  return (
    <RequireLogin>
      <AdminReview />
    </RequireLogin>
  );
}

function AdminReview() {
  const user = useUserInfo();
  return (
    <PageFrame>
      {!user ? (
        <div aria-busy="true" className="flex flex-col gap-2">
          <Skeleton className="h-11 w-72" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : (user.roles ?? []).includes('admin') ? (
        <ReviewSections />
      ) : (
        <NoPermission />
      )}
    </PageFrame>
  );
}
