import type { ReactNode } from 'react';
import { useAdminT } from '../i18n/admin-i18n';

/**
 * The row of filters above a table (search box, selects). `onReset`, when given, offers a
 * button that clears them. Wraps on a phone.
 */
export function FilterBar({ children, onReset }: { children: ReactNode; onReset?: () => void }) {
  const t = useAdminT();
  return (
    <div
      role="search"
      aria-label={t('shell.filters.label')}
      className="mb-3 flex flex-wrap items-end gap-2 rounded-lg border border-stone-200 bg-white p-2"
    >
      {children}
      {onReset ? (
        <button
          type="button"
          onClick={onReset}
          className="min-h-9 rounded-md px-3 text-sm text-stone-700 hover:bg-stone-100"
        >
          {t('shell.filters.reset')}
        </button>
      ) : null}
    </div>
  );
}
