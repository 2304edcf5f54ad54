import { useT, type MessageKey } from '../../../lib/i18n';
import { NavLink } from 'react-router';
import { isStaff } from '@mall/contract/staff';
import { Badge } from '../../../components/ui/badge';
import { ChevronIcon } from '../../../components/ui/icons';
import { useUserInfo } from '../../../features/auth/api/get-user-info';
import { useLogout } from '../../../features/auth/api/logout';
import { useSession } from '../../../lib/session';

export interface AccountSection {
  key: MessageKey;
  /** The page; none for a section that has no page yet. */
  to?: string;
  /** Arrives in a later update: said so beside its name. */
  soon?: boolean;
  /** Shows the unread notices. */
  unread?: boolean;
}

export interface AccountGroup {
  key: MessageKey;
  sections: readonly AccountSection[];
}

/** Every account section the spec labels (section 2), grouped; the later ones say so. */
export const ACCOUNT_GROUPS: readonly AccountGroup[] = [
  {
    key: 'dashboard.groups.account',
    sections: [
      { key: 'dashboard.sections.dashboard', to: '/pages/mine/dashboard' },
      { key: 'dashboard.sections.notices', to: '/pages/mine/notices', unread: true },
      { key: 'dashboard.sections.wallet', to: '/pages/mine/wallet' },
      { key: 'dashboard.sections.profile', to: '/pages/mine/confing' },
    ],
  },
  {
    key: 'dashboard.groups.shopping',
    sections: [
      { key: 'dashboard.sections.purchaseHistory', to: '/pages/history/purchase' },
      { key: 'dashboard.sections.refunds', to: '/pages/mine/refund_sent' },
      // Each order's detail page tracks it.
      { key: 'dashboard.sections.trackOrder', to: '/pages/history/purchase' },
      { key: 'dashboard.sections.wishlist', soon: true },
      { key: 'dashboard.sections.compare', soon: true },
      { key: 'dashboard.sections.flashDeals', soon: true },
    ],
  },
  {
    key: 'dashboard.groups.selling',
    sections: [
      { key: 'dashboard.sections.becomeSeller', to: '/pages/shop/create' },
      { key: 'dashboard.sections.storeSettings', soon: true },
      { key: 'dashboard.sections.affiliate', soon: true },
    ],
  },
  {
    key: 'dashboard.groups.more',
    sections: [
      { key: 'dashboard.sections.blog', to: '/pages/blog/blog' },
      { key: 'dashboard.sections.brands', to: '/pages/category/brands' },
      { key: 'dashboard.sections.aboutUs', to: '/pages/policy/about_us' },
      { key: 'dashboard.sections.chat', to: '/pages/server/chat', soon: true },
      { key: 'dashboard.sections.supportTickets', soon: true },
    ],
  },
];

/** The account menu (the spec's pc_mine): a side menu on wide screens, a list on phones. */
export function AccountMenu() {
  const t = useT();
  const { loggedIn } = useSession();
  const user = useUserInfo();
  const logout = useLogout();
  const unread = user?.notice?.count ?? 0;
  const staff = isStaff(user?.roles ?? []);
  const row =
    'flex min-h-11 w-full items-center justify-between gap-2 px-4 py-2 text-start text-sm';
  const soonTag = (
    <span className="shrink-0 rounded-full bg-stone-100 px-2 py-0.5 text-[11px] font-semibold text-stone-600">
      {t('dashboard.soon')}
    </span>
  );
  return (
    <nav
      aria-label={t('routes.accountMenu')}
      className="overflow-hidden rounded-xl border border-stone-200 bg-white"
    >
      {ACCOUNT_GROUPS.map((group) => (
        <div key={group.key} className="border-b border-stone-100 last:border-b-0">
          <h2 className="px-4 pt-3 pb-1 text-xs font-semibold tracking-wide text-stone-600 uppercase">
            {t(group.key)}
          </h2>
          <ul>
            {group.sections.map((section) => (
              <li key={section.key}>
                {section.to ? (
                  <NavLink
                    to={section.to}
                    className={({ isActive }) =>
                      `${row} ${isActive ? 'bg-accent-soft font-semibold text-accent' : 'hover:bg-stone-50'}`
                    }
                    aria-label={
                      section.unread && unread > 0
                        ? `${t(section.key)}, ${t('dashboard.unreadCount', { count: unread })}`
                        : undefined
                    }
                  >
                    <span className="min-w-0">{t(section.key)}</span>
                    <span className="flex shrink-0 items-center gap-2">
                      {section.unread ? <Badge count={unread} /> : null}
                      {section.soon ? (
                        soonTag
                      ) : (
                        <ChevronIcon className="size-4 text-stone-500 rtl:rotate-180" />
                      )}
                    </span>
                  </NavLink>
                ) : (
                  <span className={`${row} text-stone-600`}>
                    <span className="min-w-0">{t(section.key)}</span>
                    {soonTag}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
      {user?.is_seller ? (
        <div className="border-b border-stone-100">
          <NavLink
            to="/seller/center"
            className={`${row} font-semibold text-stone-900 hover:bg-stone-50`}
          >
            <span>{t('dashboard.sections.sellerCenter')}</span>
            <ChevronIcon className="size-4 shrink-0 text-stone-500 rtl:rotate-180" />
          </NavLink>
        </div>
      ) : null}
      {staff ? (
        <div className="border-b border-stone-100">
          <NavLink to="/admin" className={`${row} font-semibold text-stone-900 hover:bg-stone-50`}>
            <span>{t('dashboard.sections.admin')}</span>
            <ChevronIcon className="size-4 shrink-0 text-stone-500 rtl:rotate-180" />
          </NavLink>
        </div>
      ) : null}
      {loggedIn ? (
        <button
          type="button"
          className={`${row} text-red-800 hover:bg-red-50`}
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
        >
          {t('nav.logout')}
        </button>
      ) : null}
    </nav>
  );
}
