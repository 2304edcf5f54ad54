import { PageFrame } from '../../../components/page-frame';
import { DeliveryStep } from '../../../features/checkout/components/delivery-step';
import { RequireLogin } from '../mine/require-login';

/** /pages/cart/delivery: checkout step 2, the address and the delivery type. */
export function Component() {
  return (
    <RequireLogin>
      <PageFrame>
        <DeliveryStep />
      </PageFrame>
    </RequireLogin>
  );
}
