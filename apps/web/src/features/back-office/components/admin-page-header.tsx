import { useEffect, type ReactNode } from 'react';
import { setPageTitle } from '../../../lib/page-title';

export interface AdminPageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Buttons at the end (create, export…). */
  actions?: ReactNode;
}

/** A back-office page's heading: title (also the document's), a line of description, actions. */
export function AdminPageHeader({ title, description, actions }: AdminPageHeaderProps) {
  useEffect(() => {
    setPageTitle(title);
    return () => setPageTitle(null);
  }, [title]);
  return (
    <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-xl font-bold text-stone-900">{title}</h1>
        {description ? <p className="mt-0.5 text-sm text-stone-600">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}
