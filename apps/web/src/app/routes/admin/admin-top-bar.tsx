import type { StaffMe } from '@mall/contract/staff';
import { isStaffRole } from '@mall/contract/staff';
import { Link } from 'react-router';
import { useWebsiteConfig } from '../../../features/content/api/get-website-config';
import { useLogout } from '../../../features/auth/api/logout';
import { useAdminT } from '../../../features/back-office/i18n/admin-i18n';
import { LanguageSwitcher } from '../../../features/settings/components/language-switcher';
import { useT } from '../../../lib/i18n';

/** The back office's top bar: menu (phone), site name, the staff member and roles, language, shop, logout. */
export function AdminTopBar({ me, onMenu }: { me: StaffMe | undefined; onMenu?: () => void }) {
  const t = useAdminT();
  const tApp = useT();
  const config = useWebsiteConfig();
  const logout = useLogout();
  const siteName = config.data?.site_name || tApp('app.name');
  const roles = (me?.roles ?? []).filter(isStaffRole);
  return (
    <header className="sticky top-0 z-30 flex h-12 items-center gap-2 border-b border-stone-800 bg-stone-900 px-2 text-sm text-white lg:px-4">
      {onMenu ? (
        <button
          type="button"
          onClick={onMenu}
          aria-label={t('shell.nav.open')}
          className="grid size-10 place-items-center rounded-md hover:bg-stone-800 lg:hidden"
        >
          <svg
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            aria-hidden="true"
          >
            <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
          </svg>
        </button>
      ) : null}
      <Link to="/admin" className="min-w-0 truncate font-bold">
        {siteName} <span className="font-normal text-stone-400">· {t('shell.title')}</span>
      </Link>
      <div className="ms-auto flex min-w-0 items-center gap-2">
        {me ? (
          <span className="hidden min-w-0 items-center gap-1 md:flex">
            <span className="truncate" title={me.email}>
              {me.firstname || me.email}
            </span>
            {roles.map((role) => (
              <span
                key={role}
                className="rounded bg-stone-700 px-1.5 py-0.5 text-[11px] font-semibold"
              >
                {t(`shell.roles.${role}`)}
              </span>
            ))}
          </span>
        ) : null}
        <LanguageSwitcher compact className="text-stone-900" />
        <Link
          to="/"
          className="hidden min-h-9 items-center rounded-md px-2 hover:bg-stone-800 sm:inline-flex"
        >
          {t('shell.topBar.backToShop')}
        </Link>
        <button
          type="button"
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
          className="min-h-9 rounded-md px-2 hover:bg-stone-800"
        >
          {t('shell.topBar.logout')}
        </button>
      </div>
    </header>
  );
}
