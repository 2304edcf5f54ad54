import { PageFrame } from '../../../components/page-frame';
import { RefundList } from '../../../features/orders/components/refund-list';
import { RequireLogin } from './require-login';

/** /pages/mine/refund_sent: refund requests sent (and received, for sellers). */
export function Component() {
  return (
    <RequireLogin>
      <PageFrame>
        <RefundList />
      </PageFrame>
    </RequireLogin>
  );
}
