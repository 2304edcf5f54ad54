import { PageFrame } from '../../../components/page-frame';
import { PayStep } from '../../../features/checkout/components/pay-step';
import { payOrder } from '../../../features/orders/api/pay-order';
import { BalanceLine } from '../../../features/wallet/components/balance-line';
import { RequireLogin } from '../mine/require-login';

/** /pages/cart/pay: checkout steps 3 (payment) and 4 (confirm); pays with the orders' call. */
export function Component() {
  return (
    <RequireLogin>
      <PageFrame>
        <PayStep walletBalance={<BalanceLine />} payOrder={payOrder} />
      </PageFrame>
    </RequireLogin>
  );
}
