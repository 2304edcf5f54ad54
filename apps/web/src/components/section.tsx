import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A titled block of a page, with an optional "see all" link. */
export interface SectionProps {
  id: string;
  title: string;
  more?: { to: string; label: string };
  children: ReactNode;
  /** Below the fold: the browser skips its layout and paint until it comes near the screen. */
  deferred?: boolean;
}

export function Section({ id, title, more, children, deferred }: SectionProps) {
  return (
    <section
      aria-labelledby={id}
      className={`flex flex-col gap-3 ${deferred ? '[contain-intrinsic-size:auto_40rem] [content-visibility:auto]' : ''}`}
    >
      <div className="flex items-baseline justify-between gap-4">
        <h2 id={id} className="text-lg font-bold text-stone-900 md:text-xl">
          {title}
        </h2>
        {more ? (
          <Link
            to={more.to}
            className="shrink-0 rounded text-sm font-semibold text-accent underline-offset-2 hover:underline"
          >
            {more.label}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
