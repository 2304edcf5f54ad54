import { useT } from '../../lib/i18n';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';

/** A page whose code could not load (lost connection, a new release): reload or go home. */
export function RouteError() {
  const t = useT();
  return (
    <div className="mx-auto max-w-md px-4 py-8">
      <EmptyState
        title={t('errors.pageLoad')}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
            <Link to="/" className={buttonClass('secondary')}>
              {t('notFound.home')}
            </Link>
          </div>
        }
      />
    </div>
  );
}
