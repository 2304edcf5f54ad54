import { CurrenciesPage } from '../../../features/back-office/money/components/currencies-page';

/** /admin/currencies: every currency and its rate. */
export function Component() {
  return <CurrenciesPage />;
}
