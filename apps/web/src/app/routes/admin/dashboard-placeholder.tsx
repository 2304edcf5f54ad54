import { AdminPageHeader } from '../../../features/back-office/components/admin-page-header';
import { useAdminT } from '../../../features/back-office/i18n/admin-i18n';

/** /admin/dashboard until the dashboard page lands: its title, the side navigation beside it. */
export function Component() {
  const t = useAdminT();
  return <AdminPageHeader title={t('shell.nav.dashboard')} />;
}
