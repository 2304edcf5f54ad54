import { PageFrame } from '../../../components/page-frame';
import { Skeleton } from '../../../components/ui/skeleton';
import { BackOfficeNav } from '../../../features/back-office/components/back-office-nav';
import { NoPermission } from '../../../features/back-office/components/no-permission';
import { OrdersBoard } from '../../../features/back-office/components/orders-board';
import { useUserInfo } from '../../../features/auth/api/get-user-info';
import { useT } from '../../../lib/i18n';
import { RequireLogin } from '../mine/require-login';

/** /admin/orders: the back office's orders (advance deliveries, bank payments); its own lazy chunk. */
export function Component() {
  return (
    <RequireLogin>
      <AdminOrders />
    </RequireLogin>
  );
}

function AdminOrders() {
  const t = useT();
  const user = useUserInfo();
  return (
    <PageFrame title={t('adminOrders.title')}>
      {!user ? (
        <Skeleton className="h-64 w-full" />
      ) : user.roles.includes('admin') ? (
        <>
          <BackOfficeNav />
          <OrdersBoard />
        </>
      ) : (
        <NoPermission />
      )}
    </PageFrame>
  );
}
