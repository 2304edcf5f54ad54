import { ComingSoonPage } from '../../../components/coming-soon';

/** /pages/cart/pay: the payment step. Its capability arrives in a later update; until then an honest state, in its frame. */
export function Component() {
  return <ComingSoonPage />;
}
