import { PageFrame } from '../../../components/page-frame';
import { CartView } from '../../../features/cart/components/cart-view';
import { NO_CHOICE, stepPath } from '../../../features/checkout/checkout-steps';
import { RequireLogin } from '../mine/require-login';

/** /pages/cart/mycart: the same cart, without the checkout steps (linked from the account). */
export function Component() {
  return (
    <RequireLogin>
      <PageFrame>
        <CartView checkoutPath={stepPath('delivery', NO_CHOICE)} />
      </PageFrame>
    </RequireLogin>
  );
}
