import { useT } from '../../lib/i18n';
import { Link } from 'react-router';
import { CurrencySwitcher } from '../../features/settings/components/currency-switcher';
import { LanguageSwitcher } from '../../features/settings/components/language-switcher';
import { useWebsiteConfig } from '../../features/content/api/get-website-config';

const policies = [
  { to: '/pages/policy/about_us', key: 'routes.aboutUs' },
  { to: '/pages/policy/terms', key: 'routes.terms' },
  { to: '/pages/policy/privacy', key: 'routes.privacy' },
  { to: '/pages/policy/return', key: 'routes.return' },
  { to: '/pages/policy/support', key: 'routes.support' },
  { to: '/pages/policy/user', key: 'routes.userAgreement' },
] as const;

/** Policy links on every screen; on phones also the language and currency choice. */
export function SiteFooter() {
  const t = useT();
  const config = useWebsiteConfig();
  return (
    <footer className="border-t border-stone-200 bg-white pb-20 md:pb-0">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
        <div className="flex flex-wrap gap-4 md:hidden">
          <LanguageSwitcher />
          <CurrencySwitcher />
        </div>
        <nav aria-label={t('nav.policies')}>
          <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
            {policies.map((policy) => (
              <li key={policy.to}>
                <Link
                  to={policy.to}
                  className="text-stone-700 underline-offset-2 hover:text-accent hover:underline"
                >
                  {t(policy.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-xs text-stone-600">
          © {new Date().getFullYear()} {config.data?.site_name || t('app.name')}
        </p>
      </div>
    </footer>
  );
}
