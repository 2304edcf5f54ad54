import { OrderDetailPage } from '../../../features/back-office/orders/components/order-detail-page';

/** #/admin/orders/:id */
export function Component() {
  return <OrderDetailPage />;
}
