import { CommissionPage } from '../../../features/back-office/money/components/commission-page';

/** /admin/commission: what the platform earned. */
export function Component() {
  return <CommissionPage />;
}
