import { useT } from '../../lib/i18n';
import { NavLink } from 'react-router';
import { ChevronIcon } from '../../components/ui/icons';
import { useLogout } from '../../features/auth/api/logout';
import { useSession } from '../../lib/session';

const items = [
  { to: '/pages/mine/dashboard', key: 'routes.dashboard' },
  { to: '/pages/history/purchase', key: 'routes.purchaseHistory' },
  { to: '/pages/mine/wallet', key: 'routes.wallet' },
  { to: '/pages/mine/refund_sent', key: 'routes.refundSent' },
  { to: '/pages/mine/confing', key: 'routes.profile' },
  { to: '/pages/shop/create', key: 'routes.shopCreate' },
  { to: '/pages/server/chat', key: 'routes.chat' },
] as const;

/** The account menu (the spec's pc_mine): a side menu on wide screens, a list on phones. */
export function MineMenu() {
  const t = useT();
  const { loggedIn } = useSession();
  const logout = useLogout();
  const row = 'flex min-h-12 w-full items-center justify-between gap-2 px-4 text-start text-sm';
  return (
    <nav aria-label={t('routes.accountMenu')} className="overflow-hidden rounded-xl border border-stone-200 bg-white">
      <ul className="divide-y divide-stone-100">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={({ isActive }) => `${row} ${isActive ? 'bg-accent-soft font-semibold text-accent' : 'hover:bg-stone-50'}`}>
              <span>{t(item.key)}</span>
              <ChevronIcon className="size-4 shrink-0 text-stone-500 rtl:rotate-180" />
            </NavLink>
          </li>
        ))}
        {loggedIn ? (
          <li>
            <button type="button" className={`${row} text-red-800 hover:bg-red-50`} onClick={() => logout.mutate()} disabled={logout.isPending}>
              {t('nav.logout')}
            </button>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
