import { lazy, Suspense } from 'react';
import type { SalesSeries, SalesSeriesBy } from '@mall/contract/admin-dashboard';
import { QueryError } from '../../../../components/query-error';
import { Table, type DataColumn } from '../../../../components/ui/data-table';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useLanguage } from '../../../../lib/i18n';
import { useAdminT } from '../../i18n/admin-i18n';
import { useUrlState } from '../../table/use-url-state';
import { useSalesSeries } from '../api/get-sales-series';
import { count, periodLabel, usd } from './figures';

/** uPlot and the chart around it: a chunk of its own, fetched when the dashboard shows a series. */
const SalesChart = lazy(() => import('./sales-chart'));

const PERIODS: readonly {
  by: SalesSeriesBy;
  label: 'dashboard.chart.byDay' | 'dashboard.chart.byMonth';
}[] = [
  { by: 'day', label: 'dashboard.chart.byDay' },
  { by: 'month', label: 'dashboard.chart.byMonth' },
];

const CHART_HEIGHT = 'h-[19rem]';

/** The period toggle (kept in the URL: `sales=month`). */
function PeriodToggle({
  by,
  onChange,
}: {
  by: SalesSeriesBy;
  onChange: (by: SalesSeriesBy) => void;
}) {
  const t = useAdminT();
  return (
    <div
      role="radiogroup"
      aria-label={t('dashboard.chart.period')}
      className="inline-flex rounded-lg border border-stone-300 bg-white p-1"
    >
      {PERIODS.map((period) => (
        <button
          key={period.by}
          type="button"
          role="radio"
          aria-checked={by === period.by}
          onClick={() => onChange(period.by)}
          className={`min-h-9 rounded-md px-3 text-sm ${by === period.by ? 'bg-stone-900 font-semibold text-white' : 'text-stone-700 hover:bg-stone-100'}`}
        >
          {t(period.label)}
        </button>
      ))}
    </div>
  );
}

/** The figures of the chart as a table: for screen readers, and for whoever wants the numbers. */
function FiguresTable({ series }: { series: SalesSeries }) {
  const t = useAdminT();
  const lang = useLanguage();
  const columns: DataColumn<SalesSeries['points'][number]>[] = [
    {
      header: series.by === 'day' ? t('dashboard.chart.day') : t('dashboard.chart.month'),
      cell: (point) => periodLabel(point.date, series.by, lang, true),
    },
    { header: t('dashboard.chart.amount'), align: 'end', cell: (point) => usd(point.amount) },
    {
      header: t('dashboard.chart.orders'),
      align: 'end',
      cell: (point) => count(point.orders, lang),
    },
  ];
  return (
    <details className="text-sm">
      <summary className="cursor-pointer py-1 text-stone-700">
        {t('dashboard.chart.showTable')}
      </summary>
      <div className="mt-2 max-h-80 overflow-y-auto">
        <Table
          columns={columns}
          rows={[...series.points].reverse()}
          rowKey={(point) => point.date}
        />
      </div>
    </details>
  );
}

/** Sales by day (the last 30) or by month (the last 12), with a toggle between the two. */
export function SalesChartCard() {
  const t = useAdminT();
  const lang = useLanguage();
  const state = useUrlState({ sales: 'day' });
  const by: SalesSeriesBy = state.values.sales === 'month' ? 'month' : 'day';
  const query = useSalesSeries(by);
  const series = query.data?.by === by ? query.data : undefined;
  const total = series?.points.reduce((sum, point) => sum + point.amount, 0) ?? 0;
  const orders = series?.points.reduce((sum, point) => sum + point.orders, 0) ?? 0;
  const description = t(
    by === 'day' ? 'dashboard.chart.described' : 'dashboard.chart.describedMonth',
    {
      total: usd(Math.round(total * 100) / 100),
      count: orders,
    },
  );
  return (
    <section
      aria-labelledby="dashboard-sales"
      aria-busy={query.isFetching || undefined}
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="dashboard-sales" className="text-base font-semibold text-stone-900">
          {t('dashboard.chart.title')}
        </h2>
        <PeriodToggle by={by} onChange={(next) => state.set({ sales: next })} />
      </div>
      {query.isError && !series ? (
        <QueryError
          title={t('dashboard.chart.failed')}
          onRetry={query.refetch}
          variant="secondary"
        />
      ) : !series ? (
        <Skeleton className={`${CHART_HEIGHT} w-full`} />
      ) : (
        <>
          <p className="text-sm text-stone-700">{description}</p>
          <div className={`${CHART_HEIGHT} min-w-0`}>
            <Suspense fallback={<Skeleton className={`${CHART_HEIGHT} w-full`} />}>
              <SalesChart
                points={series.points}
                by={series.by}
                lang={lang}
                periodName={by === 'day' ? t('dashboard.chart.day') : t('dashboard.chart.month')}
                amountName={t('dashboard.chart.amount')}
                ordersName={t('dashboard.chart.orders')}
                description={description}
              />
            </Suspense>
          </div>
          <FiguresTable series={series} />
        </>
      )}
    </section>
  );
}
