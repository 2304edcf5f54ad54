import { useEffect } from 'react';
import { useT } from '../../lib/i18n';
import { Link, useNavigate } from 'react-router';
import { BackIcon, SearchIcon } from '../../components/ui/icons';
import { useWebsiteConfig } from '../../features/content/api/get-website-config';
import { useRouteHandle, useRouteTitle } from '../../hooks/use-route-title';
import { usePageTitle } from '../../lib/page-title';
import { SiteLogo } from './site-logo';

/** The spec's custom navigation bar on phones: back, title; the search entry on Home. */
export function TopNavBar() {
  const t = useT();
  const navigate = useNavigate();
  const handle = useRouteHandle();
  const config = useWebsiteConfig();
  const routeTitle = useRouteTitle();
  const pageTitle = usePageTitle();
  const title = pageTitle || routeTitle;
  const siteName = config.data?.site_name || t('app.name');
  useEffect(() => {
    document.title = title ? `${title} · ${siteName}` : siteName;
  }, [title, siteName]);
  const isHome = handle?.tab === 'home';
  const goBack = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate('/');
  };
  return (
    <header className="sticky top-0 z-40 flex h-14 items-center gap-2 border-b border-stone-200 bg-white px-2 md:hidden">
      {handle?.tab ? null : (
        <button
          type="button"
          onClick={goBack}
          className="grid size-11 place-items-center rounded-full hover:bg-stone-100"
          aria-label={t('nav.back')}
        >
          <BackIcon />
        </button>
      )}
      {isHome ? (
        <>
          <span className="flex max-w-[35%] shrink-0 items-center ps-2 text-lg font-bold text-accent">
            <SiteLogo logo={config.data?.logo} name={siteName} className="h-7 w-auto" />
          </span>
          <Link
            to="/pages/search/search"
            className="flex h-10 min-w-0 flex-1 items-center gap-2 rounded-full bg-stone-100 px-3 text-sm text-stone-600"
          >
            <SearchIcon className="size-5 shrink-0" />
            <span className="truncate">{t('nav.searchPlaceholder')}</span>
          </Link>
        </>
      ) : (
        <p
          aria-hidden="true"
          className={`min-w-0 flex-1 truncate text-base font-semibold ${handle?.tab ? 'ps-2' : 'pe-11 text-center'}`}
        >
          {title}
        </p>
      )}
    </header>
  );
}
