import type { Permission } from '@mall/contract/staff';
import { NavLink, useLocation } from 'react-router';
import { useAdminT } from '../i18n/admin-i18n';
import { ADMIN_NAV, NAV_GROUPS, countOf, type AdminNavEntry } from './nav-config';
import { NavIcon } from './nav-icons';
import { useWaitingCounts } from './api/get-waiting-counts';

/** Whether the current location is this entry: its path, and every query value it names. */
function isCurrent(entry: AdminNavEntry, pathname: string, search: string): boolean {
  const [path = '', query = ''] = entry.path.split('?');
  if (pathname !== path && !pathname.startsWith(`${path}/`)) return false;
  const here = new URLSearchParams(search);
  return [...new URLSearchParams(query)].every(([key, value]) => here.get(key) === value);
}

/**
 * The back office's sections, grouped, each with the count of what waits; only the entries the
 * staff member's permissions allow. `onNavigate` closes the phone's sheet.
 */
export function AdminSideNav({
  permissions,
  onNavigate,
}: {
  permissions: readonly Permission[];
  onNavigate?: () => void;
}) {
  const t = useAdminT();
  const counts = useWaitingCounts();
  const { pathname, search } = useLocation();
  const allowed = ADMIN_NAV.filter((entry) => permissions.includes(entry.permission));
  return (
    <nav aria-label={t('shell.nav.label')} className="flex flex-col gap-3 py-3 text-sm">
      {NAV_GROUPS.map((group) => {
        const entries = allowed.filter((entry) => entry.group === group);
        if (entries.length === 0) return null;
        return (
          <div key={group}>
            <h2 className="px-4 pb-1 text-[11px] font-semibold tracking-wide text-stone-500 uppercase">
              {t(`shell.nav.groups.${group}`)}
            </h2>
            <ul>
              {entries.map((entry) => {
                const current = isCurrent(entry, pathname, search);
                const count = countOf(counts, entry.count);
                return (
                  <li key={entry.path}>
                    <NavLink
                      to={entry.path}
                      onClick={onNavigate}
                      aria-current={current ? 'page' : undefined}
                      className={`mx-2 flex min-h-9 items-center gap-2 rounded-md px-2 py-1.5 ${current ? 'bg-stone-900 font-semibold text-white' : 'text-stone-700 hover:bg-stone-100'}`}
                    >
                      <NavIcon name={entry.icon} className="size-4 shrink-0" />
                      <span className="min-w-0 flex-1 truncate">{t(entry.label)}</span>
                      {count ? (
                        <span
                          className={`rounded-full px-1.5 text-[11px] leading-5 font-bold tabular-nums ${current ? 'bg-white text-stone-900' : 'bg-accent text-white'}`}
                        >
                          <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
                          <span className="sr-only">, {t('shell.nav.waiting', { count })}</span>
                        </span>
                      ) : null}
                    </NavLink>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
