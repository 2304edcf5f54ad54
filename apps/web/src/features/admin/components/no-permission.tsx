import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useT } from '../../../lib/i18n';

/** What a user without the admin role sees (spec section 6). */
export function NoPermission() {
  const t = useT();
  return (
    <EmptyState
      title={t('admin.noPermission')}
      action={
        <Link to="/" className={buttonClass('secondary')}>
          {t('comingSoon.backHome')}
        </Link>
      }
    >
      {t('admin.noPermissionBody')}
    </EmptyState>
  );
}
