import { UsersPage } from '../../../features/back-office/users/components/users-page';

/** /admin/users: find, disable or enable users; CSV export. */
export function Component() {
  return <UsersPage />;
}
