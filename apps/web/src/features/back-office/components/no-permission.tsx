import { EmptyStateLink } from '../../../components/ui/empty-state-link';
import { useAdminT } from '../i18n/admin-i18n';

/** What a page says to someone whose roles do not allow it (spec section 6). */
export function NoPermission() {
  const t = useAdminT();
  return (
    <EmptyStateLink
      title={t('shell.noPermission')}
      to="/"
      label={t('shell.backHome')}
      variant="secondary"
    >
      {t('shell.noPermissionBody')}
    </EmptyStateLink>
  );
}
