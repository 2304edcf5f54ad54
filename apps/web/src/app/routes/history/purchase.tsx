import { PageFrame } from '../../../components/page-frame';
import { OrderList } from '../../../features/orders/components/order-list';
import { RequireLogin } from '../mine/require-login';

/** /pages/history/purchase: the buyer's orders by status. */
export function Component() {
  return (
    <RequireLogin>
      <PageFrame>
        <OrderList />
      </PageFrame>
    </RequireLogin>
  );
}
