import { useT } from '../../../lib/i18n';
import { Link } from 'react-router';
import { PageFrame } from '../../../components/page-frame';
import { buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';

/** /pages/users/404: where every unknown path lands. */
export function Component() {
  const t = useT();
  return (
    <PageFrame>
      <EmptyState
        icon={<span className="text-5xl font-black">404</span>}
        title={t('notFound.heading')}
        action={
          <Link to="/" className={buttonClass('primary')}>
            {t('notFound.home')}
          </Link>
        }
      >
        {t('notFound.body')}
      </EmptyState>
    </PageFrame>
  );
}
