import { AdminPageHeader } from '../../../features/back-office/components/admin-page-header';
import { OrdersBoard } from '../../../features/back-office/components/orders-board';
import { useAdminT } from '../../../features/back-office/i18n/admin-i18n';

/** /admin/orders: every shop's orders (advance deliveries, bank payments). */
export function Component() {
  const t = useAdminT();
  return (
    <>
      <AdminPageHeader title={t('shell.nav.orders')} />
      <OrdersBoard />
    </>
  );
}
