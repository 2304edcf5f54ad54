import type { ReactNode } from 'react';
import { Money } from '../../../components/money';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';
import { useSellerDashboard } from '../api/get-seller-dashboard';

/** The shop's figures: sales, orders, products, balance. */
export function SellerFigures() {
  const t = useT();
  const query = useSellerDashboard();
  const figures = query.data;
  const items: { label: string; value: ReactNode }[] = figures
    ? [
        {
          label: t('seller.center.salesAmount'),
          value: <Money value={figures.sales_amount} kind="amount" />,
        },
        {
          label: t('seller.center.monthSales'),
          value: <Money value={figures.month_sales} kind="amount" />,
        },
        {
          label: t('seller.center.lastMonthSales'),
          value: <Money value={figures.last_month_sales} kind="amount" />,
        },
        { label: t('seller.center.totalSales'), value: figures.total_sales },
        { label: t('seller.center.orderCount'), value: figures.order_count },
        { label: t('seller.center.productCount'), value: figures.product_count },
        {
          label: t('seller.center.balance'),
          value: <Money value={figures.balance} kind="amount" />,
        },
      ]
    : [];
  return (
    <section aria-label={t('seller.center.figures')}>
      {query.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : query.isError ? (
        <EmptyState title={t('seller.center.noShop')}>{t('seller.center.noShopBody')}</EmptyState>
      ) : (
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7">
          {items.map((item) => (
            <div key={item.label} className="rounded-lg border border-stone-200 bg-white p-3">
              <dt className="text-xs text-stone-600">{item.label}</dt>
              <dd className="text-lg font-bold text-stone-900">{item.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
