import type { ReactNode } from 'react';
import type { CommissionReport } from '@mall/contract/ledger';
import { QueryError } from '../../../../components/query-error';
import { Button } from '../../../../components/ui/button';
import { Table, type DataColumn } from '../../../../components/ui/data-table';
import { EmptyState } from '../../../../components/ui/empty-state';
import { SelectField } from '../../../../components/ui/select-field';
import { Skeleton } from '../../../../components/ui/skeleton';
import { TextField } from '../../../../components/ui/text-field';
import { showToast } from '../../../../lib/toast';
import { AdminPageHeader } from '../../components/admin-page-header';
import { FilterBar } from '../../components/filter-bar';
import { NoPermission } from '../../components/no-permission';
import { isForbidden } from '../../errors';
import { useAdminT } from '../../i18n/admin-i18n';
import { csvFilename, downloadCsv, toCsv, type CsvColumn } from '../../table/csv';
import { useUrlState } from '../../table/use-url-state';
import { useCommission } from '../api/get-commission';
import { plainUsd, usd } from '../format';

type Period = CommissionReport['periods'][number];
type ShopRow = CommissionReport['shops'][number];

function Section({
  title,
  onExport,
  children,
}: {
  title: string;
  onExport: (() => void) | null;
  children: ReactNode;
}) {
  const t = useAdminT();
  return (
    <section className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-stone-900">{title}</h2>
        <Button
          variant="secondary"
          className="min-h-9 px-3"
          disabled={!onExport}
          onClick={() => onExport?.()}
        >
          {t('money.commission.exportCsv')}
        </Button>
      </div>
      {children}
    </section>
  );
}

/**
 * #/admin/commission: what the platform earned in a range (UTC days, in the URL): the total,
 * per day or month and by shop, each list exported as CSV. Amounts in USD via lib/money.ts.
 */
export function CommissionPage() {
  const t = useAdminT();
  const url = useUrlState({ from: '', to: '', by: 'month' });
  const by = url.values.by === 'day' ? 'day' : 'month';
  const { from, to } = url.values;
  const rangeInvalid = Boolean(from && to && from > to);
  const query = useCommission({ from, to: rangeInvalid ? '' : to, by });
  if (isForbidden(query.error)) return <NoPermission />;
  const report = query.data;

  const periodColumns: DataColumn<Period>[] = [
    { header: t('money.commission.period'), cell: (p) => p.period, className: 'tabular-nums' },
    { header: t('money.commission.amount'), cell: (p) => usd(p.amount), align: 'end' },
    { header: t('money.commission.ordersColumn'), cell: (p) => p.orders, align: 'end' },
  ];
  const shopName = (shop: ShopRow) =>
    shop.shop_id === null ? t('money.commission.noShop') : shop.name || `#${shop.shop_id}`;
  const shopColumns: DataColumn<ShopRow>[] = [
    { header: t('money.commission.shop'), cell: shopName },
    { header: t('money.commission.amount'), cell: (s) => usd(s.amount), align: 'end' },
    { header: t('money.commission.ordersColumn'), cell: (s) => s.orders, align: 'end' },
  ];

  function exportRows<Row>(name: string, columns: CsvColumn<Row>[], rows: readonly Row[]) {
    downloadCsv(csvFilename(name), toCsv(columns, rows));
    showToast(t('money.commission.exported', { count: rows.length }), 'success');
  }
  const exportPeriods = () =>
    exportRows<Period>(
      `commission-by-${by}`,
      [
        { header: t('money.commission.period'), value: (p) => p.period },
        { header: `${t('money.commission.amount')} (USD)`, value: (p) => plainUsd(p.amount) },
        { header: t('money.commission.ordersColumn'), value: (p) => p.orders },
      ],
      report?.periods ?? [],
    );
  const exportShops = () =>
    exportRows<ShopRow>(
      'commission-by-shop',
      [
        { header: 'ID', value: (s) => s.shop_id ?? '' },
        { header: t('money.commission.shop'), value: shopName },
        { header: `${t('money.commission.amount')} (USD)`, value: (s) => plainUsd(s.amount) },
        { header: t('money.commission.ordersColumn'), value: (s) => s.orders },
      ],
      report?.shops ?? [],
    );

  let body: ReactNode;
  if (query.isPending) body = <Skeleton className="h-64 w-full" />;
  else if (query.isError)
    body = (
      <QueryError
        title={t('money.commission.loadFailed')}
        body={query.error.message}
        onRetry={() => void query.refetch()}
        variant="secondary"
      />
    );
  else if (report)
    body = (
      <div className="flex flex-col gap-6" aria-busy={query.isFetching || undefined}>
        <div className="flex flex-col gap-1 rounded-lg border border-stone-200 bg-white p-4">
          <span className="text-sm font-medium text-stone-600">
            {t('money.commission.total')} ·{' '}
            {report.from || report.to
              ? t('money.commission.range', { from: report.from ?? '…', to: report.to ?? '…' })
              : t('money.commission.allTime')}
          </span>
          <span className="text-3xl font-bold text-stone-900 tabular-nums">
            {usd(report.total)}
          </span>
          <span className="text-sm text-stone-600">
            {t('money.commission.orders', { count: report.orders })}
          </span>
        </div>
        <Section
          title={by === 'day' ? t('money.commission.byDay') : t('money.commission.byMonth')}
          onExport={report.periods.length > 0 ? exportPeriods : null}
        >
          {report.periods.length > 0 ? (
            <Table
              columns={periodColumns}
              rows={report.periods}
              rowKey={(p) => p.period}
              caption={by === 'day' ? t('money.commission.byDay') : t('money.commission.byMonth')}
            />
          ) : (
            <EmptyState title={t('money.commission.empty')} />
          )}
        </Section>
        <Section
          title={t('money.commission.byShop')}
          onExport={report.shops.length > 0 ? exportShops : null}
        >
          {report.shops.length > 0 ? (
            <Table
              columns={shopColumns}
              rows={report.shops}
              rowKey={(s) => String(s.shop_id)}
              caption={t('money.commission.byShop')}
            />
          ) : (
            <EmptyState title={t('money.commission.empty')} />
          )}
        </Section>
      </div>
    );

  return (
    <>
      <AdminPageHeader
        title={t('money.commission.title')}
        description={t('money.commission.intro')}
      />
      <FilterBar onReset={url.reset}>
        <TextField
          label={t('money.commission.from')}
          type="date"
          value={from}
          onValueChange={(value) => url.set({ from: value })}
        />
        <TextField
          label={t('money.commission.to')}
          type="date"
          value={to}
          onValueChange={(value) => url.set({ to: value })}
          error={rangeInvalid ? t('money.commission.rangeInvalid') : undefined}
        />
        <SelectField
          stacked
          label={t('money.commission.by')}
          value={by}
          onValueChange={(value) => url.set({ by: value })}
          options={[
            { value: 'month', label: t('money.commission.month') },
            { value: 'day', label: t('money.commission.day') },
          ]}
        />
      </FilterBar>
      <div className="mt-4">{body}</div>
    </>
  );
}
