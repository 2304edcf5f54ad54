import { RefundsPage } from '../../../features/back-office/refunds/components/refunds-page';

/** #/admin/refunds */
export function Component() {
  return <RefundsPage />;
}
