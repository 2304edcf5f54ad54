import type { DashboardSummary, SalesFigure } from '@mall/contract/admin-dashboard';
import { useLanguage } from '../../../../lib/i18n';
import { useAdminT, type AdminMessageKey } from '../../i18n/admin-i18n';
import { count, usd } from './figures';

function Card({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <li className="flex min-w-0 flex-col gap-1 rounded-xl border border-stone-200 bg-white p-3 sm:p-4">
      <span className="text-sm text-stone-600">{label}</span>
      <span className="text-xl font-bold text-stone-900 tabular-nums [overflow-wrap:anywhere] sm:text-2xl">
        {value}
      </span>
      <span className="text-xs text-stone-600 tabular-nums">{detail}</span>
    </li>
  );
}

const SALES: { key: keyof DashboardSummary['sales']; label: AdminMessageKey }[] = [
  { key: 'today', label: 'dashboard.kpi.salesToday' },
  { key: 'last_7_days', label: 'dashboard.kpi.sales7' },
  { key: 'last_30_days', label: 'dashboard.kpi.sales30' },
];

/** Sales today, 7 and 30 days with their orders; new users and new shops. */
export function KpiCards({ summary }: { summary: DashboardSummary }) {
  const t = useAdminT();
  const lang = useLanguage();
  const sales = (figure: SalesFigure) => t('dashboard.kpi.orders', { count: figure.orders });
  const growth = (windows: DashboardSummary['new_users']) =>
    [
      t('dashboard.kpi.last7', { count: count(windows.last_7_days, lang) }),
      t('dashboard.kpi.last30', { count: count(windows.last_30_days, lang) }),
    ].join(' · ');
  return (
    <ul
      aria-label={t('dashboard.kpi.label')}
      className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-3 xl:grid-cols-5"
    >
      {SALES.map(({ key, label }) => (
        <Card
          key={key}
          label={t(label)}
          value={usd(summary.sales[key].amount)}
          detail={sales(summary.sales[key])}
        />
      ))}
      <Card
        label={t('dashboard.kpi.newUsers')}
        value={count(summary.new_users.today, lang)}
        detail={growth(summary.new_users)}
      />
      <Card
        label={t('dashboard.kpi.newShops')}
        value={count(summary.new_shops.today, lang)}
        detail={growth(summary.new_shops)}
      />
    </ul>
  );
}

/** The cards' placeholder, of their final size. */
export function KpiCardsSkeleton() {
  return (
    <ul
      aria-hidden="true"
      className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-3 xl:grid-cols-5"
    >
      {[0, 1, 2, 3, 4].map((i) => (
        <li
          key={i}
          className="flex flex-col gap-2 rounded-xl border border-stone-200 bg-white p-3 sm:p-4"
        >
          <span className="h-4 w-24 animate-pulse rounded bg-stone-200 motion-reduce:animate-none" />
          <span className="h-8 w-32 animate-pulse rounded bg-stone-200 motion-reduce:animate-none" />
          <span className="h-3 w-28 animate-pulse rounded bg-stone-200 motion-reduce:animate-none" />
        </li>
      ))}
    </ul>
  );
}
