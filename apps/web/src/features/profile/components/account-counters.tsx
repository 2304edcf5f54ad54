import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Money } from '../../../components/money';
import { Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';
import { useDashboard } from '../api/get-dashboard';
import type { UserInfo } from '../types';

interface Counter {
  label: string;
  value: ReactNode;
  to?: string;
}

function CounterGrid({ counters, label }: { counters: readonly Counter[]; label: string }) {
  return (
    <dl
      aria-label={label}
      className="grid grid-cols-2 gap-2 md:grid-cols-3 lg:grid-cols-5 [&>*:last-child:nth-child(odd)]:col-span-2 md:[&>*:last-child:nth-child(odd)]:col-span-1"
    >
      {counters.map((counter) => (
        <div
          key={counter.label}
          className="flex flex-col-reverse rounded-xl border border-stone-200 bg-white p-3"
        >
          <dt className="text-xs text-stone-600">
            {counter.to ? (
              <Link to={counter.to} className="underline-offset-2 hover:underline">
                {counter.label}
              </Link>
            ) : (
              counter.label
            )}
          </dt>
          <dd className="text-2xl font-bold text-stone-900 tabular-nums">
            {counter.value ?? <Skeleton className="h-8 w-10" />}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The dashboard's counters (spec section 3): cart, wishlist, orders, units ordered, unread
 * notices, the default address, and a seller's sales. Without the dashboard call, what the
 * user info has.
 */
export function AccountCounters({ user }: { user: UserInfo | undefined }) {
  const t = useT();
  const dashboard = useDashboard();
  const data = dashboard.data;
  const waiting = dashboard.isPending;
  const orders = (value: number | undefined): ReactNode =>
    data ? value : waiting ? undefined : '—';
  const counters: Counter[] = [
    {
      label: t('dashboard.cart'),
      value: data?.cart_count ?? user?.card?.count,
      to: '/pages/cart/cart',
    },
    { label: t('dashboard.wishlist'), value: data?.wishlist_count ?? user?.product?.count },
    {
      label: t('dashboard.orders'),
      value: orders(data?.order_count),
      to: '/pages/history/purchase',
    },
    { label: t('dashboard.ordered'), value: orders(data?.ordered_count) },
    { label: t('dashboard.unreadNotices'), value: user?.notice?.count, to: '/pages/mine/notices' },
  ];
  const address = data?.default_address;
  const sales =
    data?.sales_amount !== undefined
      ? [
          {
            label: t('dashboard.salesAmount'),
            value: <Money value={data.sales_amount} kind="amount" />,
          },
          {
            label: t('dashboard.monthSales'),
            value: <Money value={data.month_sales ?? 0} kind="amount" />,
          },
          {
            label: t('dashboard.lastMonthSales'),
            value: <Money value={data.last_month_sales ?? 0} kind="amount" />,
          },
          { label: t('dashboard.totalSales'), value: data.total_sales ?? 0 },
        ]
      : null;
  return (
    <div className="flex flex-col gap-4">
      <CounterGrid counters={counters} label={t('dashboard.counters')} />
      <section
        aria-labelledby="dashboard-address"
        className="rounded-xl border border-stone-200 bg-white p-4"
      >
        <h2 id="dashboard-address" className="text-base font-bold">
          {t('dashboard.defaultAddress')}
        </h2>
        {waiting ? (
          <Skeleton className="mt-2 h-10 w-full max-w-sm" />
        ) : address ? (
          <address className="mt-1 text-sm text-stone-700 not-italic">
            {[address.first_name, address.last_name].filter(Boolean).join(' ')} ·{' '}
            {address.telephone}
            <br />
            {[
              address.street1,
              address.street2,
              address.city,
              address.state,
              address.zip,
              address.country,
            ]
              .filter(Boolean)
              .join(', ')}
          </address>
        ) : (
          <p className="mt-1 text-sm text-stone-600">
            {data ? t('dashboard.noAddress') : t('dashboard.addressUnavailable')}
          </p>
        )}
      </section>
      {sales ? (
        <section aria-labelledby="dashboard-sales" className="flex flex-col gap-2">
          <h2 id="dashboard-sales" className="text-base font-bold">
            {t('dashboard.sales')}
          </h2>
          <CounterGrid counters={sales} label={t('dashboard.sales')} />
        </section>
      ) : null}
    </div>
  );
}
