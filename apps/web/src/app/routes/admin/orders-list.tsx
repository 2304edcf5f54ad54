import { OrdersPage } from '../../../features/back-office/orders/components/orders-page';

/** #/admin/orders */
export function Component() {
  return <OrdersPage />;
}
