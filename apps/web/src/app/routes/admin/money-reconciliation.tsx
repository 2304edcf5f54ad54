import { ReconciliationPage } from '../../../features/back-office/money/components/reconciliation-page';

/** /admin/reconciliation: the ledger's books. */
export function Component() {
  return <ReconciliationPage />;
}
