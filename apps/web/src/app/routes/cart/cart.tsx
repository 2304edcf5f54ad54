import { PageFrame } from '../../../components/page-frame';
import { CartView } from '../../../features/cart/components/cart-view';
import { RequireLogin } from '../mine/require-login';

/** /pages/cart/cart: the cart, the first checkout step (shipment: what is sent). */
export function Component() {
  return (
    <RequireLogin>
      <PageFrame>
        <CartView />
      </PageFrame>
    </RequireLogin>
  );
}
