import type { ReactNode } from 'react';
import type { DashboardTopProduct, DashboardTopShop } from '@mall/contract/admin-dashboard';
import { Table, type DataColumn } from '../../../../components/ui/data-table';
import { useLanguage } from '../../../../lib/i18n';
import { useAdminT } from '../../i18n/admin-i18n';
import { count, usd } from './figures';

function Panel({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty: boolean;
  children: ReactNode;
}) {
  const t = useAdminT();
  return (
    <section
      aria-labelledby={id}
      className="flex min-w-0 flex-col gap-2 rounded-xl border border-stone-200 bg-white p-4"
    >
      <h2 id={id} className="text-base font-semibold text-stone-900">
        {title}
      </h2>
      {empty ? <p className="py-4 text-sm text-stone-600">{t('dashboard.top.empty')}</p> : children}
    </section>
  );
}

const rank = (index: number) => <span className="text-stone-500 tabular-nums">{index + 1}</span>;

/** The five products that sold most in the last 30 days. */
export function TopProducts({ rows }: { rows: DashboardTopProduct[] }) {
  const t = useAdminT();
  const lang = useLanguage();
  const columns: DataColumn<DashboardTopProduct>[] = [
    { header: t('dashboard.top.rank'), cell: (row) => rank(rows.indexOf(row)) },
    {
      header: t('dashboard.top.product'),
      className: 'min-w-40 [overflow-wrap:anywhere]',
      cell: (row) => (
        <>
          <span className="block font-medium text-stone-900">{row.name}</span>
          <span className="block text-xs text-stone-600">{row.shop.name}</span>
        </>
      ),
    },
    { header: t('dashboard.top.amount'), align: 'end', cell: (row) => usd(row.amount) },
    { header: t('dashboard.top.units'), align: 'end', cell: (row) => count(row.units, lang) },
  ];
  return (
    <Panel
      id="dashboard-top-products"
      title={t('dashboard.top.products')}
      empty={rows.length === 0}
    >
      <Table columns={columns} rows={rows} rowKey={(row) => row.id} />
    </Panel>
  );
}

/** The five shops that sold most in the last 30 days. */
export function TopShops({ rows }: { rows: DashboardTopShop[] }) {
  const t = useAdminT();
  const lang = useLanguage();
  const columns: DataColumn<DashboardTopShop>[] = [
    { header: t('dashboard.top.rank'), cell: (row) => rank(rows.indexOf(row)) },
    {
      header: t('dashboard.top.shop'),
      className: 'min-w-32 [overflow-wrap:anywhere]',
      cell: (row) => <span className="font-medium text-stone-900">{row.name}</span>,
    },
    { header: t('dashboard.top.amount'), align: 'end', cell: (row) => usd(row.amount) },
    { header: t('dashboard.top.orders'), align: 'end', cell: (row) => count(row.orders, lang) },
  ];
  return (
    <Panel id="dashboard-top-shops" title={t('dashboard.top.shops')} empty={rows.length === 0}>
      <Table columns={columns} rows={rows} rowKey={(row) => row.id} />
    </Panel>
  );
}
