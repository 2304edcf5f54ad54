import { QueryError } from '../../../../components/query-error';
import { Skeleton } from '../../../../components/ui/skeleton';
import { AdminPageHeader } from '../../components/admin-page-header';
import { NoPermission } from '../../components/no-permission';
import { isForbidden } from '../../errors';
import { useAdminT } from '../../i18n/admin-i18n';
import { useDashboardSummary } from '../api/get-dashboard-summary';
import { KpiCards, KpiCardsSkeleton } from './kpi-cards';
import { OrdersByState } from './orders-by-state';
import { SalesChartCard } from './sales-chart-card';
import { TopProducts, TopShops } from './top-sellers';
import { WaitingCards } from './waiting-cards';

function SummarySkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <KpiCardsSkeleton />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

/**
 * /admin/dashboard: the back office's home. Key figures (sales today, 7 and 30 days; new users
 * and shops), what waits for review (cards into each queue), sales by day or month, orders by
 * state and the best sellers of the last 30 days. Laptop first: on a phone everything stacks.
 */
export function DashboardPage() {
  const t = useAdminT();
  const summary = useDashboardSummary();
  if (summary.isError && isForbidden(summary.error)) return <NoPermission />;
  const data = summary.data;
  return (
    <div className="flex flex-col gap-4">
      <AdminPageHeader title={t('dashboard.title')} description={t('dashboard.intro')} />
      {data ? (
        <>
          <KpiCards summary={data} />
          <WaitingCards counts={data.waiting} />
        </>
      ) : summary.isError ? (
        <QueryError title={t('dashboard.failed')} onRetry={summary.refetch} variant="secondary" />
      ) : (
        <SummarySkeleton />
      )}
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-3">
        <div className="min-w-0 xl:col-span-2">
          <SalesChartCard />
        </div>
        {data ? (
          <OrdersByState counts={data.orders_by_state} />
        ) : (
          <Skeleton className="h-72 w-full" />
        )}
      </div>
      {data ? (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <TopProducts rows={data.top_products} />
          <TopShops rows={data.top_shops} />
        </div>
      ) : summary.isError ? null : (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <Skeleton className="h-64 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      )}
    </div>
  );
}
