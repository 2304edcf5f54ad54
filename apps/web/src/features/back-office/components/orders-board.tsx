import { useState } from 'react';
import type { Order, OrderStatus } from '@mall/contract/orders';
import { Money } from '../../../components/money';
import { Button } from '../../../components/ui/button';
import { ReasonForm } from '../../../components/ui/reason-form';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { SelectField } from '../../../components/ui/select-field';
import { formatDate } from '../../../lib/format';
import { useLanguage, useT } from '../../../lib/i18n';
import { useAdminT } from '../i18n/admin-i18n';
import { METHOD_LABEL, ORDER_STATUS_LABEL, PAYMENT_STATUS_LABEL } from '../../../lib/order-labels';
import { showToast } from '../../../lib/toast';
import { useAdvanceOrder } from '../api/advance-order';
import { useCancelOrder } from '../api/cancel-order';
import { useConfirmPayment } from '../api/confirm-payment';
import { useOrders } from '../api/get-orders';
import { BOARD_PAGE_SIZE } from '../types';
import { BoardPager } from './board-pager';

const STATUSES: (OrderStatus | '')[] = [
  'shipped',
  '',
  'unpaid',
  'to_ship',
  'delivered',
  'completed',
  'cancelled',
];

/** Every shop's orders: advance deliveries (in transit, delivered) and decide bank payments. */
export function OrdersBoard() {
  const t = useAdminT();
  const tApp = useT();
  const lang = useLanguage();
  const [status, setStatus] = useState<OrderStatus | ''>('shipped');
  const [payment, setPayment] = useState('');
  const [page, setPage] = useState(1);
  const query = useOrders(status, payment, page);
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / BOARD_PAGE_SIZE)) : 1;
  const columns: DataColumn<Order>[] = [
    {
      header: tApp('seller.center.order'),
      cell: (order) => (
        <>
          <span className="font-mono">{order.increment_id}</span>
          <br />
          <span className="text-xs text-stone-600">
            {order.first_name} · {formatDate(order.created_at, lang)}
          </span>
        </>
      ),
    },
    { header: t('orders.shop'), cell: (order) => order.shop.name },
    {
      header: tApp('orders.price'),
      align: 'end',
      cell: (order) => <Money value={order.grand_total} kind="amount" />,
    },
    {
      header: t('orders.status'),
      cell: (order) => (
        <>
          {tApp(ORDER_STATUS_LABEL[order.order_status])}
          <br />
          <span className="text-xs text-stone-600">
            {tApp(METHOD_LABEL[order.payment_method])} ·{' '}
            {tApp(PAYMENT_STATUS_LABEL[order.payment_status])}
          </span>
        </>
      ),
    },
    { header: tApp('orders.logSn'), className: 'font-mono', cell: (order) => order.log_sn || '—' },
    { header: t('orders.actions'), cell: (order) => <OrderButtons order={order} /> },
  ];
  return (
    <section aria-label={t('orders.nav.orders')} className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-3">
        <SelectField
          label={t('orders.status')}
          value={status}
          onValueChange={(v) => (setStatus(v as OrderStatus | ''), setPage(1))}
          options={STATUSES.map((s) => ({
            value: s,
            label: s ? tApp(ORDER_STATUS_LABEL[s]) : tApp('orders.tabs.all'),
          }))}
        />
        <SelectField
          label={tApp('orders.paymentStatus')}
          value={payment}
          onValueChange={(v) => (setPayment(v), setPage(1))}
          options={[
            { value: '', label: tApp('orders.tabs.all') },
            ...(['unpaid', 'pending', 'paid', 'refunded'] as const).map((p) => ({
              value: p,
              label: tApp(PAYMENT_STATUS_LABEL[p]),
            })),
          ]}
        />
      </div>
      <DataTable
        columns={columns}
        rows={query.data?.list ?? []}
        rowKey={(order) => order.order_id}
        pending={query.isPending}
        error={query.error}
        emptyTitle={t('orders.noOrders')}
      />
      <BoardPager page={page} pages={pages} onPage={setPage} />
    </section>
  );
}

function OrderButtons({ order }: { order: Order }) {
  const t = useAdminT();
  const tApp = useT();
  const advance = useAdvanceOrder();
  const confirm = useConfirmPayment();
  const cancel = useCancelOrder();
  const id = order.increment_id;
  const small = 'min-h-9 px-3 text-xs';
  const step = (status: 'in_transit' | 'delivered') =>
    advance.mutate(
      { orderId: order.order_id, status },
      { onSuccess: () => showToast(t('orders.advanced', { id }), 'success') },
    );
  return (
    <div className="flex flex-wrap gap-1">
      {order.delivery_status === 'shipped' ? (
        <Button
          variant="secondary"
          className={small}
          disabled={advance.isPending}
          onClick={() => step('in_transit')}
        >
          {t('orders.markInTransit')}
          <span className="sr-only"> {id}</span>
        </Button>
      ) : null}
      {order.delivery_status === 'shipped' || order.delivery_status === 'in_transit' ? (
        <Button className={small} disabled={advance.isPending} onClick={() => step('delivered')}>
          {t('orders.markDelivered')}
          <span className="sr-only"> {id}</span>
        </Button>
      ) : null}
      {order.payment_status === 'pending' && order.order_status === 'unpaid' ? (
        <>
          <Button
            className={small}
            disabled={confirm.isPending}
            onClick={() => confirm.mutate({ orderId: order.order_id, approve: true })}
          >
            {t('orders.confirmPayment')}
            <span className="sr-only"> {id}</span>
          </Button>
          <Button
            variant="secondary"
            className={small}
            disabled={confirm.isPending}
            onClick={() => confirm.mutate({ orderId: order.order_id, approve: false })}
          >
            {t('orders.rejectPayment')}
            <span className="sr-only"> {id}</span>
          </Button>
        </>
      ) : null}
      {order.order_status === 'unpaid' ||
      order.order_status === 'paid' ||
      order.order_status === 'to_ship' ? (
        <ReasonForm
          label={t('orders.cancelReason', { id })}
          placeholder={tApp('orders.reason')}
          button={t('orders.cancel')}
          buttonDetail={id}
          pending={cancel.isPending}
          onSubmit={(reason) =>
            cancel.mutate(
              { orderId: order.order_id, reason },
              { onSuccess: () => showToast(t('orders.cancelled', { id }), 'success') },
            )
          }
        />
      ) : null}
    </div>
  );
}
