import { useMemo, useState } from 'react';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import type { AdminShop } from '@mall/contract/shops';
import { Button } from '../../../../components/ui/button';
import { SelectField } from '../../../../components/ui/select-field';
import { formatDate } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/i18n';
import { AdminPageHeader } from '../../components/admin-page-header';
import { FilterBar } from '../../components/filter-bar';
import { useAdminT } from '../../i18n/admin-i18n';
import { AdminTable } from '../../table/admin-table';
import { SearchBox } from '../../table/search-box';
import { useTableState } from '../../table/use-table-state';
import { getShops, useShops } from '../api/get-shops';
import { CommissionDrawer } from './commission-drawer';
import { SuspendDialog, type SuspendRequest } from './suspend-dialog';

const column = createColumnHelper<AdminShop>();

/** #/admin/shops: every shop; suspend or open in bulk, a shop's commission in a drawer, CSV. */
export function ShopsPage() {
  const t = useAdminT();
  const lang = useLanguage();
  const table = useTableState({ q: '', status: '' }, { sort: 'created_at', order: 'desc' });
  const query = useShops(table.params);
  const [editing, setEditing] = useState<AdminShop | null>(null);
  const [suspending, setSuspending] = useState<SuspendRequest | null>(null);
  // Memoised: a cell's renderer is a component to TanStack's flexRender, so a new function
  // each render would remount the cells on every refetch.
  const columns = useMemo(() => {
    const statusLabel = (shop: AdminShop) => t(`shops.statuses.${shop.status}`);
    const commission = (shop: AdminShop) =>
      shop.commission_percent === null
        ? t('shops.commissionDefault')
        : t('shops.commissionValue', { percent: shop.commission_percent });
    return [
      column.accessor('name', {
        header: t('shops.col.name'),
        enableSorting: true,
        cell: ({ row }) => (
          <>
            <span className="font-semibold text-stone-900">{row.original.name}</span>
            <span className="block text-xs text-stone-600">#{row.original.id}</span>
          </>
        ),
      }),
      column.accessor((shop) => shop.owner.email, {
        id: 'owner',
        header: t('shops.col.owner'),
        enableSorting: false,
        meta: { className: 'break-all' },
      }),
      column.accessor('product_count', {
        header: t('shops.col.products'),
        enableSorting: true,
        meta: { align: 'end' },
      }),
      column.accessor('order_count', {
        header: t('shops.col.orders'),
        enableSorting: true,
        meta: { align: 'end' },
      }),
      column.accessor('commission_percent', {
        header: t('shops.col.commission'),
        enableSorting: false,
        cell: ({ row }) => commission(row.original),
      }),
      column.accessor('status', {
        header: t('shops.col.status'),
        enableSorting: false,
        cell: ({ row }) => (
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${row.original.status === 'suspended' ? 'bg-red-100 text-red-800' : 'bg-emerald-100 text-emerald-800'}`}
          >
            {statusLabel(row.original)}
          </span>
        ),
      }),
      column.accessor('created_at', {
        header: t('shops.col.created'),
        enableSorting: true,
        cell: ({ row }) => formatDate(row.original.created_at, lang),
      }),
      column.display({
        id: 'actions',
        header: t('shops.col.actions'),
        cell: ({ row }) => {
          const shop = row.original;
          const suspended = shop.status === 'suspended';
          return (
            <div className="flex flex-wrap gap-1">
              <Button
                variant="secondary"
                className="min-h-9 px-3 text-xs"
                onClick={() => setEditing(shop)}
                aria-label={t('shops.editCommissionFor', { name: shop.name })}
              >
                {t('shops.editCommission')}
              </Button>
              <Button
                variant="secondary"
                className="min-h-9 px-3 text-xs"
                onClick={() => setSuspending({ shops: [shop], suspended: !suspended })}
                aria-label={t(suspended ? 'shops.unsuspendOne' : 'shops.suspendOne', {
                  name: shop.name,
                })}
              >
                {t(suspended ? 'shops.unsuspend' : 'shops.suspend')}
              </Button>
            </div>
          );
        },
      }),
    ] as ColumnDef<AdminShop, never>[];
  }, [t, lang]);

  return (
    <>
      <AdminPageHeader title={t('shops.title')} description={t('shops.intro')} />
      <FilterBar onReset={table.reset}>
        <SearchBox
          value={table.filters.q}
          onSearch={(q) => table.set({ q })}
          label={t('shops.search')}
        />
        <SelectField
          stacked
          label={t('shops.status')}
          value={table.filters.status}
          onValueChange={(status) => table.set({ status })}
          options={[
            { value: '', label: t('shell.filters.all') },
            { value: 'approved', label: t('shops.statuses.approved') },
            { value: 'suspended', label: t('shops.statuses.suspended') },
          ]}
        />
      </FilterBar>
      <AdminTable
        columns={columns}
        query={query}
        state={table}
        rowId={(shop) => String(shop.id)}
        caption={t('shops.title')}
        empty={{ title: t('shops.empty'), body: t('shops.emptyBody') }}
        bulkActions={(selected, clear) => (
          <>
            <Button
              className="min-h-9 px-3"
              onClick={() => setSuspending({ shops: selected, suspended: true, clear })}
            >
              {t('shops.suspend')}
            </Button>
            <Button
              variant="secondary"
              className="min-h-9 px-3"
              onClick={() => setSuspending({ shops: selected, suspended: false, clear })}
            >
              {t('shops.unsuspend')}
            </Button>
          </>
        )}
        exportCsv={{
          name: 'shops',
          columns: [
            { header: 'ID', value: (shop) => shop.id },
            { header: t('shops.col.name'), value: (shop) => shop.name },
            { header: t('shops.col.owner'), value: (shop) => shop.owner.email },
            { header: t('shops.col.products'), value: (shop) => shop.product_count },
            { header: t('shops.col.orders'), value: (shop) => shop.order_count },
            {
              header: t('shops.col.commission'),
              value: (shop) => shop.commission_percent ?? '',
            },
            { header: t('shops.col.status'), value: (shop) => shop.status },
            { header: t('shops.col.created'), value: (shop) => shop.created_at },
          ],
          fetchPage: (page, pagesize) => getShops({ ...table.params, page, pagesize }),
        }}
      />
      <CommissionDrawer shop={editing} onClose={() => setEditing(null)} />
      <SuspendDialog request={suspending} onClose={() => setSuspending(null)} />
    </>
  );
}
