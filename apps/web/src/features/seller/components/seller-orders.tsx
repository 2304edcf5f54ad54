import { useState } from 'react';
import { LOG_SN_MAX, LOG_SN_PATTERN } from '@mall/contract/rules';
import type { Order, OrderStatus } from '@mall/contract/orders';
import { Money } from '../../../components/money';
import { QueryLoadMore } from '../../../components/query-load-more';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { ReasonForm } from '../../../components/ui/reason-form';
import { SelectField } from '../../../components/ui/select-field';
import { formatDate } from '../../../lib/format';
import { useLanguage, useT } from '../../../lib/i18n';
import { ORDER_STATUS_LABEL } from '../../../lib/order-labels';
import { showToast } from '../../../lib/toast';
import { useSellerOrders } from '../api/get-seller-orders';
import { useRejectOrder } from '../api/reject-order';
import { useShipOrder } from '../api/ship-order';

const STATUSES: (OrderStatus | '')[] = [
  'to_ship',
  '',
  'unpaid',
  'shipped',
  'delivered',
  'completed',
  'cancelled',
];

/** The shop's orders of one status: ship with a logistics number, or refuse. */
export function SellerOrders() {
  const t = useT();
  const lang = useLanguage();
  const [status, setStatus] = useState<OrderStatus | ''>('to_ship');
  const query = useSellerOrders(status);
  const orders = query.data?.pages.flatMap((p) => p.list) ?? [];
  const columns: DataColumn<Order>[] = [
    {
      header: t('seller.center.order'),
      cell: (order) => (
        <>
          <span className="font-mono">{order.increment_id}</span>
          <br />
          <span className="text-xs text-stone-600">{formatDate(order.created_at, lang)}</span>
        </>
      ),
    },
    {
      header: t('seller.center.buyer'),
      cell: (order) => (
        <>
          {order.first_name}
          <br />
          <span className="text-xs text-stone-600">
            {order.address.city}, {order.address.country}
          </span>
        </>
      ),
    },
    {
      header: t('seller.center.items'),
      cell: (order) => order.items.map((i) => `${i.name} ×${i.num}`).join(', '),
    },
    {
      header: t('orders.price'),
      align: 'end',
      cell: (order) => <Money value={order.grand_total} kind="amount" />,
    },
    {
      header: t('seller.center.status'),
      cell: (order) => t(ORDER_STATUS_LABEL[order.order_status]),
    },
    {
      header: t('seller.center.ship'),
      cell: (order) =>
        order.order_status === 'paid' || order.order_status === 'to_ship' ? (
          <ShipForm orderId={order.order_id} number={order.increment_id} />
        ) : (
          order.log_sn || '—'
        ),
    },
    {
      header: t('seller.center.refuse'),
      cell: (order) =>
        order.order_status === 'unpaid' ||
        order.order_status === 'paid' ||
        order.order_status === 'to_ship' ? (
          <RejectOrderForm orderId={order.order_id} number={order.increment_id} />
        ) : (
          order.cancel_remark || '—'
        ),
    },
  ];
  return (
    <section aria-labelledby="seller-orders" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="seller-orders" className="text-lg font-semibold text-stone-900">
          {t('seller.center.orders')}
        </h2>
        <SelectField
          label={t('seller.center.statusFilter')}
          value={status}
          onValueChange={(v) => setStatus(v as OrderStatus | '')}
          options={STATUSES.map((s) => ({
            value: s,
            label: s ? t(ORDER_STATUS_LABEL[s]) : t('orders.tabs.all'),
          }))}
        />
      </div>
      <DataTable
        columns={columns}
        rows={orders}
        rowKey={(order) => order.order_id}
        pending={query.isPending}
        skeletonHeight="h-40"
        emptyTitle={t('seller.center.noOrders')}
      />
      <QueryLoadMore query={query} end={false} />
    </section>
  );
}

function RejectOrderForm({ orderId, number }: { orderId: number; number: string }) {
  const t = useT();
  const reject = useRejectOrder();
  return (
    <ReasonForm
      label={t('seller.center.rejectReason', { id: number })}
      placeholder={t('orders.reason')}
      button={t('seller.center.reject')}
      buttonDetail={number}
      pending={reject.isPending}
      onSubmit={(reason) =>
        reject.mutate(
          { orderId, reason },
          { onSuccess: () => showToast(t('seller.center.rejected', { id: number }), 'success') },
        )
      }
    />
  );
}

function ShipForm({ orderId, number }: { orderId: number; number: string }) {
  const t = useT();
  const ship = useShipOrder();
  const [logSn, setLogSn] = useState('');
  const valid = logSn.trim().length <= LOG_SN_MAX && LOG_SN_PATTERN.test(logSn.trim());
  return (
    <form
      className="flex min-w-56 gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        if (valid)
          ship.mutate(
            { orderId, logSn },
            { onSuccess: () => showToast(t('seller.center.shipped', { id: number }), 'success') },
          );
      }}
    >
      <label className="sr-only" htmlFor={`log-sn-${orderId}`}>
        {t('seller.center.logSnFor', { id: number })}
      </label>
      <input
        id={`log-sn-${orderId}`}
        value={logSn}
        onChange={(event) => setLogSn(event.target.value)}
        placeholder={t('orders.logSn')}
        aria-invalid={logSn !== '' && !valid ? true : undefined}
        className="min-h-9 w-full rounded-md border border-stone-300 px-2"
      />
      <button
        type="submit"
        disabled={!valid || ship.isPending}
        className="min-h-9 shrink-0 rounded-md bg-accent px-3 font-semibold text-white disabled:opacity-60"
      >
        {t('seller.center.shipOrder')}
        <span className="sr-only"> {number}</span>
      </button>
    </form>
  );
}
