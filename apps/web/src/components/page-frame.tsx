import { useEffect, type ReactNode } from 'react';
import { useT } from '../lib/i18n';
import { useRouteTitle } from '../hooks/use-route-title';

export interface PageFrameProps {
  children: ReactNode;
  /** Overrides the route's title. */
  title?: string;
  /** Keeps the page narrow (forms). */
  narrow?: boolean;
  actions?: ReactNode;
  /** The title only for screen readers (pages that open with their own banner). */
  hideTitle?: boolean;
}

/** Every page's frame: its title (the phone shows it in the top bar) and its content width. */
export function PageFrame({ children, title, narrow, actions, hideTitle }: PageFrameProps) {
  const routeTitle = useRouteTitle();
  const t = useT();
  const heading = title ?? routeTitle;
  useEffect(() => {
    document.title = heading ? `${heading} · ${t('app.name')}` : t('app.name');
  }, [heading, t]);
  return (
    <div className={`mx-auto w-full px-4 py-4 md:py-8 ${narrow ? 'max-w-md' : 'max-w-6xl'}`}>
      <div className="flex items-center justify-between gap-4 md:mb-4">
        <h1 className={`sr-only text-2xl font-bold text-stone-900 ${hideTitle ? '' : 'md:not-sr-only'}`}>{heading}</h1>
        {actions}
      </div>
      {children}
    </div>
  );
}
