import { PageFrame } from '../../../components/page-frame';
import { PayStep } from '../../../features/checkout/components/pay-step';
import { RequireLogin } from '../mine/require-login';

/** /pages/cart/pay: checkout steps 3 (payment) and 4 (confirm). */
export function Component() {
  return (
    <RequireLogin>
      <PageFrame>
        <PayStep />
      </PageFrame>
    </RequireLogin>
  );
}
