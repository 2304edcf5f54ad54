import { StaffPage } from '../../../features/back-office/staff/components/staff-page';

/** /admin/staff: the owner's staff members and their roles. */
export function Component() {
  return <StaffPage />;
}
