import { PageFrame } from '../../../components/page-frame';
import { CartView } from '../../../features/cart/components/cart-view';
import { NO_CHOICE, stepPath } from '../../../features/checkout/checkout-steps';
import { RequireLogin } from '../mine/require-login';

/** /pages/cart/edit: the cart in edit mode: select lines and remove them together. */
export function Component() {
  return (
    <RequireLogin>
      <PageFrame>
        <CartView editing checkoutPath={stepPath('delivery', NO_CHOICE)} />
      </PageFrame>
    </RequireLogin>
  );
}
