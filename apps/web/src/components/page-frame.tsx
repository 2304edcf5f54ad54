import { useEffect, type ReactNode } from 'react';
import { useRouteTitle } from '../hooks/use-route-title';
import { setPageTitle } from '../lib/page-title';

export interface PageFrameProps {
  children: ReactNode;
  /** Overrides the route's title. */
  title?: string;
  /** Keeps the page narrow (forms). */
  narrow?: boolean;
  actions?: ReactNode;
  /** The title only for screen readers (pages that open with their own banner). */
  hideTitle?: boolean;
  /** The page renders its own <h1> (product, article). */
  ownHeading?: boolean;
}

/** Every page's frame: its title (the phone shows it in the top bar) and its content width. */
export function PageFrame({
  children,
  title,
  narrow,
  actions,
  hideTitle,
  ownHeading,
}: PageFrameProps) {
  const routeTitle = useRouteTitle();
  const heading = title || routeTitle;
  // The phone's top bar and the document title show the page's own title once it is known.
  useEffect(() => {
    setPageTitle(title || null);
    return () => setPageTitle(null);
  }, [title]);
  return (
    <div className={`mx-auto w-full px-4 py-4 md:py-8 ${narrow ? 'max-w-md' : 'max-w-6xl'}`}>
      {ownHeading && !actions ? null : (
        <div className="flex items-center justify-between gap-4 md:mb-4">
          {ownHeading ? null : (
            <h1
              className={`sr-only text-2xl font-bold text-stone-900 ${hideTitle ? '' : 'md:not-sr-only'}`}
            >
              {heading}
            </h1>
          )}
          {actions}
        </div>
      )}
      {children}
    </div>
  );
}
