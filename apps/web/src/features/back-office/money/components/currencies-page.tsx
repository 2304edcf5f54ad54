import { useState } from 'react';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import type { AdminCurrency } from '@mall/contract/currency';
import { Button } from '../../../../components/ui/button';
import { useLanguage } from '../../../../lib/i18n';
import { AdminPageHeader } from '../../components/admin-page-header';
import { NoPermission } from '../../components/no-permission';
import { isForbidden } from '../../errors';
import { useAdminT } from '../../i18n/admin-i18n';
import { AdminTable } from '../../table/admin-table';
import { useTableState } from '../../table/use-table-state';
import { useCurrencies } from '../api/get-currencies';
import { formatDateTime } from '../format';
import { CurrencyForm } from './currency-form';
import { CurrencyHistory } from './currency-history';
import { ListedBadge } from './listed-badge';

const column = createColumnHelper<AdminCurrency>();

/** #/admin/currencies: every currency; edit a rate (with its example), add one, read its history. */
export function CurrenciesPage() {
  const t = useAdminT();
  const lang = useLanguage();
  const table = useTableState({});
  const query = useCurrencies();
  // undefined: no drawer; null: a new currency.
  const [editing, setEditing] = useState<AdminCurrency | null | undefined>(undefined);
  const [history, setHistory] = useState<string | null>(null);
  const list = query.data?.list;
  const nextSort = Math.max(0, ...(list ?? []).map((c) => c.sort)) + 1;

  if (isForbidden(query.error)) return <NoPermission />;

  const columns = [
    column.accessor('code', {
      header: t('money.currencies.code'),
      enableSorting: false,
      cell: ({ row }) => (
        <span className="font-semibold">
          {row.original.code} <span className="text-stone-500">{row.original.symbol}</span>
        </span>
      ),
    }),
    column.accessor('name', { header: t('money.currencies.name'), enableSorting: false }),
    column.accessor('rate', {
      header: t('money.currencies.rate'),
      enableSorting: false,
      meta: { align: 'end' },
    }),
    column.accessor('enabled', {
      header: t('money.currencies.status'),
      enableSorting: false,
      cell: ({ getValue }) => <ListedBadge listed={getValue()} />,
    }),
    column.accessor('sort', {
      header: t('money.currencies.sort'),
      enableSorting: false,
      meta: { align: 'end' },
    }),
    column.accessor('last_change', {
      header: t('money.currencies.lastChange'),
      enableSorting: false,
      cell: ({ row }) => {
        const change = row.original.last_change;
        return change ? (
          <span className="text-stone-700">
            {t('money.currencies.changedBy', {
              date: formatDateTime(change.created_at, lang),
              email: change.actor.email,
            })}
          </span>
        ) : (
          <span className="text-stone-500">{t('money.currencies.never')}</span>
        );
      },
    }),
    column.display({
      id: 'actions',
      header: t('money.currencies.actions'),
      cell: ({ row }) => (
        <div className="flex gap-1">
          <Button
            variant="secondary"
            className="min-h-9 px-3"
            aria-label={t('money.currencies.editTitle', { code: row.original.code })}
            onClick={() => setEditing(row.original)}
          >
            {t('money.edit')}
          </Button>
          <Button
            variant="ghost"
            className="min-h-9 px-3"
            aria-label={t('money.currencies.historyOf', { code: row.original.code })}
            onClick={() => setHistory(row.original.code)}
          >
            {t('money.currencies.history')}
          </Button>
        </div>
      ),
    }),
  ] as ColumnDef<AdminCurrency, never>[];

  return (
    <>
      <AdminPageHeader
        title={t('money.currencies.title')}
        description={t('money.currencies.intro')}
        actions={<Button onClick={() => setEditing(null)}>{t('money.currencies.new')}</Button>}
      />
      <AdminTable
        columns={columns}
        query={{ ...query, data: list ? { list, total: list.length } : undefined }}
        state={table}
        rowId={(currency) => currency.code}
        caption={t('money.currencies.title')}
        empty={{ title: t('money.currencies.empty') }}
      />
      {editing !== undefined ? (
        <CurrencyForm
          key={editing?.code ?? 'new'}
          currency={editing}
          nextSort={nextSort}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
      {history ? <CurrencyHistory code={history} onClose={() => setHistory(null)} /> : null}
    </>
  );
}
