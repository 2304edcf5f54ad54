import { PageFrame } from '../../../components/page-frame';
import { useUserInfo } from '../../../features/auth/api/get-user-info';
import { RefundList } from '../../../features/orders/components/refund-list';
import { RequireLogin } from './require-login';

/** /pages/mine/refund_sent: refund requests sent (and received, for sellers). */
export function Component() {
  return (
    <RequireLogin>
      <PageFrame>
        <Refunds />
      </PageFrame>
    </RequireLogin>
  );
}

function Refunds() {
  const user = useUserInfo();
  return <RefundList seller={Boolean(user?.is_seller)} />;
}
