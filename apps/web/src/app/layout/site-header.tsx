import { useT } from '../../lib/i18n';
import { Link, NavLink } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { CartIcon } from '../../components/ui/icons';
import { useCartCount } from '../../features/auth/api/get-user-info';
import { useWebsiteConfig } from '../../features/content/api/get-website-config';
import { CurrencySwitcher } from '../../features/settings/components/currency-switcher';
import { LanguageSwitcher } from '../../features/settings/components/language-switcher';
import { AccountLinks } from './account-links';
import { HeaderSearch } from './header-search';
import { SiteLogo } from './site-logo';

const sections = [
  { to: '/pages/category/category', key: 'nav.categories' },
  { to: '/pages/category/brands', key: 'nav.brands' },
  { to: '/pages/category/recommend', key: 'nav.recommend' },
  { to: '/pages/blog/blog', key: 'nav.blog' },
  { to: '/pages/shop/create', key: 'nav.openShop' },
] as const;

/** The wide-screen header: logo, search, language, currency, cart with its count, account. */
export function SiteHeader() {
  const t = useT();
  const config = useWebsiteConfig();
  const cartCount = useCartCount();
  const siteName = config.data?.site_name || t('app.name');
  return (
    <header className="sticky top-0 z-40 hidden border-b border-stone-200 bg-white md:block">
      <div className="mx-auto flex max-w-6xl items-center gap-4 px-4 py-2">
        <Link
          to="/"
          className="flex h-11 shrink-0 items-center rounded-lg text-xl font-bold text-accent"
        >
          <SiteLogo logo={config.data?.logo} name={siteName} className="h-9 w-auto" />
        </Link>
        <HeaderSearch className="min-w-0 flex-1" />
        <LanguageSwitcher compact />
        <CurrencySwitcher compact />
        <Link
          to="/pages/cart/cart"
          className="relative grid size-11 shrink-0 place-items-center rounded-full hover:bg-stone-100"
          aria-label={cartCount > 0 ? t('nav.cartCount', { count: cartCount }) : t('nav.cart')}
        >
          <CartIcon />
          <Badge count={cartCount} className="absolute -end-0.5 top-0" />
        </Link>
        <AccountLinks />
      </div>
      <nav aria-label={t('nav.main')} className="mx-auto max-w-6xl px-4">
        <ul className="flex flex-wrap gap-x-6 text-sm">
          {sections.map((section) => (
            <li key={section.to}>
              <NavLink
                to={section.to}
                className={({ isActive }) =>
                  `inline-block py-2 ${isActive ? 'border-b-2 border-accent font-semibold text-accent' : 'text-stone-700 hover:text-accent'}`
                }
              >
                {t(section.key)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
