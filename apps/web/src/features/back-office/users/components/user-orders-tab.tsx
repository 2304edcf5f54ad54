import { createColumnHelper } from '@tanstack/react-table';
import type { Order } from '@mall/contract/orders';
import { formatDateTime } from '../../format';
import { useLanguage, useT } from '../../../../lib/i18n';
import { formatMoney, USD } from '../../../../lib/money';
import { ORDER_STATUS_LABEL, PAYMENT_STATUS_LABEL } from '../../../../lib/order-labels';
import { useAdminT } from '../../i18n/admin-i18n';
import { AdminTable } from '../../table/admin-table';
import { useTableState } from '../../table/use-table-state';
import { useUserOrders } from '../api/get-user-orders';

const column = createColumnHelper<Order>();

/** The orders the user placed, newest first, paged in the URL. */
export function UserOrdersTab({ userId }: { userId: number }) {
  const t = useAdminT();
  const tApp = useT();
  const lang = useLanguage();
  const table = useTableState({});
  const query = useUserOrders(userId, table.params);
  const columns = [
    column.accessor('increment_id', {
      header: t('users.orders.number'),
      enableSorting: false,
      meta: { className: 'font-mono' },
    }),
    column.accessor('created_at', {
      header: t('users.orders.placed'),
      enableSorting: false,
      cell: ({ getValue }) => formatDateTime(getValue(), lang),
    }),
    column.accessor((order) => order.shop.name, {
      id: 'shop',
      header: t('users.orders.shop'),
      enableSorting: false,
    }),
    column.accessor('grand_total', {
      header: t('users.orders.total'),
      enableSorting: false,
      meta: { align: 'end' },
      cell: ({ getValue }) => formatMoney(getValue(), 'amount', USD),
    }),
    column.accessor('order_status', {
      header: t('users.orders.status'),
      enableSorting: false,
      cell: ({ row }) => (
        <>
          {tApp(ORDER_STATUS_LABEL[row.original.order_status])}
          <span className="block text-xs text-stone-600">
            {tApp(PAYMENT_STATUS_LABEL[row.original.payment_status])}
          </span>
        </>
      ),
    }),
  ];
  return (
    <AdminTable
      columns={columns as never}
      query={query}
      state={table}
      rowId={(order: Order) => String(order.order_id)}
      caption={t('users.tabs.orders')}
      empty={{ title: t('users.orders.empty') }}
    />
  );
}
