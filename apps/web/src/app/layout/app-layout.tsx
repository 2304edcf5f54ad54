import type { MouseEvent } from 'react';
import { useT } from '../../lib/i18n';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { LoadingBar } from '../../components/ui/loading-bar';
import { usePendingRequests } from '../../lib/loading';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { TabBar } from './tab-bar';
import { TopNavBar } from './top-nav-bar';

/** Every page: the wide header or the phone's top bar, the page, the footer, the phone's tabs. */
export function AppLayout() {
  const t = useT();
  const navigation = useNavigation();
  const pending = usePendingRequests();
  return (
    <div className="flex min-h-dvh flex-col bg-stone-50 text-stone-900">
      <a
        href="#main"
        onClick={skipToMain}
        className="sr-only z-50 rounded bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
      >
        {t('app.skipToContent')}
      </a>
      <LoadingBar active={pending > 0 || navigation.state === 'loading'} label={t('app.busy')} />
      <SiteHeader />
      <TopNavBar />
      {/* At least a screen tall: while a page loads, the footer stays below the fold (nothing shifts). */}
      <main
        id="main"
        tabIndex={-1}
        className="relative min-h-dvh flex-1 overflow-x-clip outline-none"
      >
        <Outlet />
      </main>
      <SiteFooter />
      <TabBar />
      <ScrollRestoration />
    </div>
  );
}

// A hash router owns the fragment: move focus instead of following "#main".
function skipToMain(event: MouseEvent) {
  event.preventDefault();
  document.getElementById('main')?.focus();
}
