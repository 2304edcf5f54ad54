import { PageFrame } from '../../../components/page-frame';
import { CartView } from '../../../features/cart/components/cart-view';
import { NO_CHOICE, stepPath } from '../../../features/checkout/checkout-steps';
import { CheckoutStepper } from '../../../features/checkout/components/checkout-stepper';
import { RequireLogin } from '../mine/require-login';

/** /pages/cart/cart: the cart, the first checkout step (shipment: what is sent). */
export function Component() {
  return (
    <RequireLogin>
      <PageFrame>
        <CartView
          steps={<CheckoutStepper current="shipment" choice={NO_CHOICE} />}
          checkoutPath={stepPath('delivery', NO_CHOICE)}
        />
      </PageFrame>
    </RequireLogin>
  );
}
