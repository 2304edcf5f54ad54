import { useMemo } from 'react';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { AdminOrder } from '@mall/contract/admin-orders';
import type { DeliveryStatus, OrderStatus, PaymentStatus } from '@mall/contract/orders';
import { Money } from '../../../../components/money';
import { SelectField } from '../../../../components/ui/select-field';
import { formatDate } from '../../../../lib/format';
import { useLanguage, useT } from '../../../../lib/i18n';
import {
  DELIVERY_STATUS_LABEL,
  METHOD_LABEL,
  ORDER_STATUS_LABEL,
  PAYMENT_STATUS_LABEL,
} from '../../../../lib/order-labels';
import { AdminPageHeader } from '../../components/admin-page-header';
import { FilterBar } from '../../components/filter-bar';
import { useAdminT } from '../../i18n/admin-i18n';
import { AdminTable } from '../../table/admin-table';
import { SearchBox } from '../../table/search-box';
import { useTableState } from '../../table/use-table-state';
import { getAdminOrders, useAdminOrders } from '../api/get-admin-orders';
import { DateFilter } from '../../components/date-filter';
import { OrderActions } from './order-actions';

const column = createColumnHelper<AdminOrder>();

// The states, in the contract's order, from the label maps (no zod in the web bundle).
const ORDER_STATUSES = Object.keys(ORDER_STATUS_LABEL) as OrderStatus[];
const PAYMENT_STATUSES = Object.keys(PAYMENT_STATUS_LABEL) as PaymentStatus[];
const DELIVERY_STATUSES = Object.keys(DELIVERY_STATUS_LABEL) as DeliveryStatus[];

const FILTERS = {
  q: '',
  buyer: '',
  shop_id: '',
  status: '',
  payment_status: '',
  delivery_status: '',
  from: '',
  to: '',
};

/**
 * #/admin/orders: every shop's orders, filtered by number, buyer, shop, states and dates (all
 * in the URL), each row's actions at hand and its detail a click away; CSV export.
 */
export function OrdersPage() {
  const t = useAdminT();
  const tApp = useT();
  const lang = useLanguage();
  const table = useTableState(FILTERS, { sort: 'created_at', order: 'desc' });
  const query = useAdminOrders(table.params);
  const all = { value: '', label: t('shell.filters.all') };

  // Memoised: a cell's renderer is a component to TanStack's flexRender, so a new function
  // each render would remount the cells (and close an action's dialog) on every refetch.
  const columns = useMemo(
    () =>
      [
        column.accessor('created_at', {
          header: t('orders.list.col.order'),
          enableSorting: true,
          cell: ({ row }) => (
            <>
              <Link
                to={`/admin/orders/${row.original.order_id}`}
                className="font-mono font-semibold text-stone-900 underline-offset-2 hover:underline"
              >
                {row.original.increment_id}
              </Link>
              <span className="block text-xs text-stone-600">
                {formatDate(row.original.created_at, lang)}
              </span>
            </>
          ),
        }),
        column.accessor((order) => order.buyer.email, {
          id: 'buyer',
          header: t('orders.list.col.buyer'),
          enableSorting: false,
          cell: ({ row }) => (
            <>
              <span className="break-all">{row.original.buyer.email}</span>
              <span className="block text-xs text-stone-600">{row.original.first_name}</span>
            </>
          ),
        }),
        column.accessor((order) => order.shop.name, {
          id: 'shop',
          header: t('orders.list.col.shop'),
          enableSorting: false,
        }),
        column.accessor('grand_total', {
          header: t('orders.list.col.total'),
          enableSorting: true,
          meta: { align: 'end' },
          cell: ({ row }) => <Money value={row.original.grand_total} kind="amount" />,
        }),
        column.accessor('order_status', {
          header: t('orders.list.col.status'),
          enableSorting: false,
          cell: ({ row }) => (
            <>
              {tApp(ORDER_STATUS_LABEL[row.original.order_status])}
              <span className="block text-xs text-stone-600">
                {tApp(METHOD_LABEL[row.original.payment_method])} ·{' '}
                {tApp(PAYMENT_STATUS_LABEL[row.original.payment_status])} ·{' '}
                {tApp(DELIVERY_STATUS_LABEL[row.original.delivery_status])}
              </span>
            </>
          ),
        }),
        column.display({
          id: 'actions',
          header: t('orders.list.col.actions'),
          cell: ({ row }) => <OrderActions order={row.original} compact />,
        }),
      ] as ColumnDef<AdminOrder, never>[],
    [t, tApp, lang],
  );

  return (
    <>
      <AdminPageHeader title={t('orders.list.title')} description={t('orders.list.intro')} />
      <FilterBar onReset={table.reset}>
        <SearchBox
          value={table.filters.q}
          onSearch={(q) => table.set({ q })}
          label={t('orders.list.q')}
        />
        <SearchBox
          value={table.filters.buyer}
          onSearch={(buyer) => table.set({ buyer })}
          label={t('orders.list.buyer')}
        />
        <SearchBox
          value={table.filters.shop_id}
          onSearch={(shop_id) => table.set({ shop_id: shop_id.replace(/\D/g, '') })}
          label={t('orders.list.shop')}
        />
        <SelectField
          stacked
          label={t('orders.list.status')}
          value={table.filters.status}
          onValueChange={(status) => table.set({ status })}
          options={[
            all,
            ...ORDER_STATUSES.map((s) => ({
              value: s,
              label: tApp(ORDER_STATUS_LABEL[s]),
            })),
          ]}
        />
        <SelectField
          stacked
          label={t('orders.list.payment')}
          value={table.filters.payment_status}
          onValueChange={(payment_status) => table.set({ payment_status })}
          options={[
            all,
            ...PAYMENT_STATUSES.map((s) => ({
              value: s,
              label: tApp(PAYMENT_STATUS_LABEL[s]),
            })),
          ]}
        />
        <SelectField
          stacked
          label={t('orders.list.delivery')}
          value={table.filters.delivery_status}
          onValueChange={(delivery_status) => table.set({ delivery_status })}
          options={[
            all,
            ...DELIVERY_STATUSES.map((s) => ({
              value: s,
              label: tApp(DELIVERY_STATUS_LABEL[s]),
            })),
          ]}
        />
        <DateFilter
          label={t('orders.list.from')}
          value={table.filters.from}
          onChange={(from) => table.set({ from })}
        />
        <DateFilter
          label={t('orders.list.to')}
          value={table.filters.to}
          onChange={(to) => table.set({ to })}
        />
      </FilterBar>
      <AdminTable
        columns={columns}
        query={query}
        state={table}
        rowId={(order) => String(order.order_id)}
        caption={t('orders.list.title')}
        empty={{ title: t('orders.list.empty'), body: t('orders.list.emptyBody') }}
        exportCsv={{
          name: 'orders',
          columns: [
            { header: 'ID', value: (o) => o.order_id },
            { header: t('orders.list.col.order'), value: (o) => o.increment_id },
            { header: t('orders.csv.created'), value: (o) => o.created_at },
            { header: t('orders.list.col.buyer'), value: (o) => o.buyer.email },
            { header: t('orders.list.col.shop'), value: (o) => o.shop.name },
            { header: t('orders.list.col.total'), value: (o) => o.grand_total },
            { header: t('orders.list.status'), value: (o) => o.order_status },
            { header: t('orders.csv.method'), value: (o) => o.payment_method },
            { header: t('orders.list.payment'), value: (o) => o.payment_status },
            { header: t('orders.list.delivery'), value: (o) => o.delivery_status },
            { header: t('orders.csv.logSn'), value: (o) => o.log_sn },
          ],
          fetchPage: (page, pagesize) => getAdminOrders({ ...table.params, page, pagesize }),
        }}
      />
    </>
  );
}
