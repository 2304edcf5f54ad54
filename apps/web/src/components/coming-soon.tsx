import type { ReactNode } from 'react';
import { useT } from '../lib/i18n';
import { Link } from 'react-router';
import { buttonClass } from './ui/button';
import { EmptyState } from './ui/empty-state';
import { ClockIcon } from './ui/icons';
import { PageFrame } from './page-frame';

/** An honest state for a capability that comes in a later update; `inline` inside a page that works. */
export function ComingSoon({ children, inline }: { children?: ReactNode; inline?: boolean }) {
  const t = useT();
  return (
    <EmptyState
      icon={<ClockIcon className="size-10" />}
      title={t('comingSoon.title')}
      action={
        inline ? null : (
          <Link to="/" className={buttonClass('secondary')}>
            {t('comingSoon.backHome')}
          </Link>
        )
      }
    >
      {children ?? t('comingSoon.body')}
    </EmptyState>
  );
}

/** A whole page that is not built yet: the route's title in its frame, and the state above. */
export function ComingSoonPage({ children }: { children?: ReactNode }) {
  return (
    <PageFrame>
      <ComingSoon>{children}</ComingSoon>
    </PageFrame>
  );
}
