import { useT } from '../../../lib/i18n';
import { PageFrame } from '../../../components/page-frame';
import { EmptyStateLink } from '../../../components/ui/empty-state-link';

/** /pages/users/404: where every unknown path lands. */
export function Component() {
  const t = useT();
  return (
    <PageFrame>
      <EmptyStateLink
        icon={<span className="text-5xl font-black">404</span>}
        title={t('notFound.heading')}
        to="/"
        label={t('notFound.home')}
      >
        {t('notFound.body')}
      </EmptyStateLink>
    </PageFrame>
  );
}
