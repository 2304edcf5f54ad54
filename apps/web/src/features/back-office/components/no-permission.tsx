import { EmptyStateLink } from '../../../components/ui/empty-state-link';
import { useT } from '../../../lib/i18n';

/** What a user without the admin role sees (spec section 6). */
export function NoPermission() {
  const t = useT();
  return (
    <EmptyStateLink
      title={t('admin.noPermission')}
      to="/"
      label={t('comingSoon.backHome')}
      variant="secondary"
    >
      {t('admin.noPermissionBody')}
    </EmptyStateLink>
  );
}
