import { NavLink, useSearchParams } from 'react-router';
import { useT } from '../../../lib/i18n';

const APPLICATION_TYPES = ['100', '200', '300'];

/** The back office's sections: wallet reviews, seller, product and stock-in applications, orders. */
export function BackOfficeNav() {
  const t = useT();
  const [params] = useSearchParams();
  const type = params.get('type');
  const links = [
    {
      to: '/admin/review',
      label: t('adminOrders.nav.wallet'),
      active: (path: boolean) => path && !APPLICATION_TYPES.includes(type ?? ''),
    },
    {
      to: '/admin/review?type=100',
      label: t('adminOrders.nav.sellers'),
      active: (path: boolean) => path && type === '100',
    },
    {
      to: '/admin/review?type=200',
      label: t('adminOrders.nav.products'),
      active: (path: boolean) => path && type === '200',
    },
    {
      to: '/admin/review?type=300',
      label: t('adminOrders.nav.stockIn'),
      active: (path: boolean) => path && type === '300',
    },
    { to: '/admin/orders', label: t('adminOrders.nav.orders'), active: (path: boolean) => path },
  ];
  return (
    <nav
      aria-label={t('adminOrders.nav.label')}
      className="mb-4 flex flex-wrap gap-1 border-b border-stone-200 pb-2"
    >
      {links.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          end
          className={({ isActive }) =>
            `min-h-9 rounded-md px-3 py-2 text-sm ${link.active(isActive) ? 'bg-stone-900 font-semibold text-white' : 'text-stone-700 hover:bg-stone-100'}`
          }
          aria-current={undefined}
        >
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}
