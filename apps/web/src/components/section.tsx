import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A titled block of a page, with an optional "see all" link. */
export function Section({ id, title, more, children }: { id: string; title: string; more?: { to: string; label: string }; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id={id} className="text-lg font-bold text-stone-900 md:text-xl">
          {title}
        </h2>
        {more ? (
          <Link to={more.to} className="shrink-0 rounded text-sm font-semibold text-accent underline-offset-2 hover:underline">
            {more.label}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}
