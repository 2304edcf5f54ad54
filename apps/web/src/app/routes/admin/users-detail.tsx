import { UserDetailPage } from '../../../features/back-office/users/components/user-detail-page';

/** /admin/users/:id: one user for support (profile, balances, orders, ledger, sessions). */
export function Component() {
  return <UserDetailPage />;
}
