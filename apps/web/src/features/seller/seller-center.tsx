import { useState } from 'react';
import type { Order, OrderStatus } from '@mall/contract/orders';
import { Money } from '../../components/money';
import { QueryLoadMore } from '../../components/query-load-more';
import { DataTable, type DataColumn } from '../../components/ui/data-table';
import { EmptyState } from '../../components/ui/empty-state';
import { ReasonForm } from '../../components/ui/reason-form';
import { SelectField } from '../../components/ui/select-field';
import { Skeleton } from '../../components/ui/skeleton';
import { formatDate } from '../../lib/format';
import { useLanguage, useT } from '../../lib/i18n';
import { showToast } from '../../lib/toast';
import { ORDER_STATUS_LABEL } from '../orders/order-labels';
import { useRejectOrder, useSellerDashboard, useSellerOrders, useShipOrder } from './seller-api';
import { SellerProductForm } from './seller-product-form';
import { SellerProducts } from './seller-products';

type Section = 'orders' | 'products' | 'product';

const SECTION_LABEL = {
  orders: 'seller.center.orders',
  products: 'seller.center.products',
  product: 'seller.center.newProduct',
} as const;

/** The seller center: dashboard figures, the shop's orders with shipping, its products with stock-in, a product form. */
export function SellerCenter() {
  const t = useT();
  const [tab, setTab] = useState<Section>('orders');
  return (
    <div className="flex flex-col gap-4">
      <SellerFigures />
      <div
        role="tablist"
        aria-label={t('seller.center.sections')}
        className="inline-flex self-start rounded-lg border border-stone-300 bg-white p-1"
      >
        {(['orders', 'products', 'product'] as const).map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={tab === value}
            onClick={() => setTab(value)}
            className={`min-h-9 rounded-md px-4 text-sm ${tab === value ? 'bg-stone-900 font-semibold text-white' : 'text-stone-700 hover:bg-stone-100'}`}
          >
            {t(SECTION_LABEL[value])}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {tab === 'orders' ? (
          <SellerOrders />
        ) : tab === 'products' ? (
          <SellerProducts />
        ) : (
          <SellerProductForm />
        )}
      </div>
    </div>
  );
}

function SellerFigures() {
  const t = useT();
  const query = useSellerDashboard();
  const figures = query.data;
  const items: { label: string; value: React.ReactNode }[] = figures
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

const STATUSES: (OrderStatus | '')[] = [
  'to_ship',
  '',
  'unpaid',
  'shipped',
  'delivered',
  'completed',
  'cancelled',
];

function SellerOrders() {
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
  const valid = /^[A-Za-z0-9-]{1,64}$/.test(logSn.trim());
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
