import { DashboardPage } from '../../../features/back-office/dashboard/components/dashboard-page';

/** /admin/dashboard (and /admin): the back office's home, its own lazy chunk (with its chart's). */
export function Component() {
  return <DashboardPage />;
}
