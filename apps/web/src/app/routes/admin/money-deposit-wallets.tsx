import { DepositWalletsPage } from '../../../features/back-office/money/components/deposit-wallets-page';

/** /admin/deposit-wallets: the platform's deposit addresses. */
export function Component() {
  return <DepositWalletsPage />;
}
