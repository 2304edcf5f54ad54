import { useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame';
import { positiveId } from '../../../lib/route-params';
import { OrderDetail } from '../../../features/orders/components/order-detail';
import { RequireLogin } from '../mine/require-login';
import { Navigate } from 'react-router';

/** /pages/history/detail?id=: one order. */
export function Component() {
  const [params] = useSearchParams();
  const id = positiveId(params.get('id'));
  return (
    <RequireLogin>
      <PageFrame>{id ? <OrderDetail key={id} orderId={id} /> : <Navigate to="/pages/history/purchase" replace />}</PageFrame>
    </RequireLogin>
  );
}
