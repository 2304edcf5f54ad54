import { Navigate, useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame';
import { positiveId } from '../../../lib/route-params';
import { useWebsiteConfig } from '../../../features/content/api/get-website-config';
import { OrderDetail } from '../../../features/orders/components/order-detail';
import { RequireLogin } from '../mine/require-login';

/** /pages/history/detail?id=: one order. */
export function Component() {
  const [params] = useSearchParams();
  const id = positiveId(params.get('id'));
  return (
    <RequireLogin>
      <PageFrame>
        {id ? <Order key={id} orderId={id} /> : <Navigate to="/pages/history/purchase" replace />}
      </PageFrame>
    </RequireLogin>
  );
}

/** The order, with when the site confirms receipt by itself (website config). */
function Order({ orderId }: { orderId: number }) {
  const days = useWebsiteConfig().data?.order_auto_complete_days;
  return (
    <OrderDetail orderId={orderId} autoCompleteDays={typeof days === 'number' ? days : undefined} />
  );
}
