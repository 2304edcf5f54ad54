import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n';
import { NavLink, useMatch } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { CartIcon, GridIcon, HomeIcon, UserIcon } from '../../components/ui/icons';
import { useCartCount } from '../../features/auth/api/get-user-info';
import { useRouteHandle } from '../../hooks/use-route-title';

interface TabProps {
  to: string;
  label: string;
  icon: ReactNode;
  end?: boolean;
  badge?: number;
  ariaLabel?: string | undefined;
  /** Also active elsewhere (Home under its alias). */
  alsoActive?: boolean;
}

function Tab({ to, label, icon, end, badge = 0, ariaLabel, alsoActive }: TabProps) {
  return (
    <li className="flex-1">
      <NavLink
        to={to}
        end={end}
        aria-label={ariaLabel}
        className={({ isActive }) =>
          `relative flex h-16 flex-col items-center justify-center gap-0.5 text-xs ${isActive || alsoActive ? 'font-semibold text-accent' : 'text-stone-700'}`
        }
      >
        <span className="relative">
          {icon}
          <Badge count={badge} className="absolute -end-3 -top-1" />
        </span>
        <span className="max-w-full truncate px-1">{label}</span>
      </NavLink>
    </li>
  );
}

/** The phone's bottom tabs: Home, Category, Cart (with its count), Mine. */
export function TabBar() {
  const t = useT();
  const cartCount = useCartCount();
  const homeAlias = useMatch('/pages/home/home') !== null;
  const handle = useRouteHandle();
  if (handle?.ownBottomBar) return null;
  return (
    <nav
      aria-label={t('nav.main')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-stone-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="flex">
        <Tab to="/" end alsoActive={homeAlias} label={t('nav.home')} icon={<HomeIcon />} />
        <Tab to="/pages/category/category" label={t('nav.category')} icon={<GridIcon />} />
        <Tab
          to="/pages/cart/cart"
          label={t('nav.cart')}
          ariaLabel={cartCount > 0 ? t('nav.cartCount', { count: cartCount }) : undefined}
          icon={<CartIcon />}
          badge={cartCount}
        />
        <Tab to="/pages/mine/dashboard" label={t('nav.mine')} icon={<UserIcon />} />
      </ul>
    </nav>
  );
}
