import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { AdminOrderDetail, LedgerMovement } from '@mall/contract/admin-orders';
import { Money } from '../../../../components/money';
import { QueryError } from '../../../../components/query-error';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Skeleton } from '../../../../components/ui/skeleton';
import { isApiError } from '../../../../lib/api-error';
import { useLanguage, useT } from '../../../../lib/i18n';
import {
  DELIVERY_STATUS_LABEL,
  METHOD_LABEL,
  ORDER_STATUS_LABEL,
  PAYMENT_STATUS_LABEL,
  REFUND_STATE_LABEL,
} from '../../../../lib/order-labels';
import { AdminPageHeader } from '../../components/admin-page-header';
import { useAdminT, type AdminTFunction } from '../../i18n/admin-i18n';
import { useOrderDetail } from '../api/get-order-detail';
import { formatDateTime } from '../format-date-time';
import { OrderActions } from './order-actions';

/** #/admin/orders/:id: one order, everything about it, and what can be done to it. */
export function OrderDetailPage() {
  const t = useAdminT();
  const { id } = useParams();
  const orderId = Number(id);
  const valid = Number.isInteger(orderId) && orderId > 0;
  const query = useOrderDetail(valid ? orderId : 0);
  const back = (
    <Link to="/admin/orders" className="text-sm font-semibold text-stone-700 underline">
      {t('orders.detail.back')}
    </Link>
  );
  if (!valid || (isApiError(query.error) && query.error.code === 1500018))
    return (
      <>
        <AdminPageHeader title={t('orders.detail.notFound')} />
        <EmptyState title={t('orders.detail.notFound')} action={back} />
      </>
    );
  if (query.isError)
    return (
      <>
        <AdminPageHeader title={t('orders.list.title')} actions={back} />
        <QueryError
          title={t('orders.detail.loadFailed')}
          body={query.error.message}
          onRetry={() => void query.refetch()}
          variant="secondary"
        />
      </>
    );
  if (query.isPending)
    return (
      <div aria-busy="true" className="flex flex-col gap-3">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  return <OrderDetail detail={query.data} back={back} />;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="rounded-lg border border-stone-200 bg-white p-4 text-sm text-stone-800"
    >
      <h2 className="mb-2 text-base font-semibold text-stone-900">{title}</h2>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-stone-600">{term}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function OrderDetail({ detail, back }: { detail: AdminOrderDetail; back: ReactNode }) {
  const t = useAdminT();
  const tApp = useT();
  const lang = useLanguage();
  const { order, shop } = detail;
  const when = (iso: string | null) => (iso ? formatDateTime(iso, lang) : '—');
  const address = order.address;
  return (
    <>
      <AdminPageHeader
        title={t('orders.detail.title', { id: order.increment_id })}
        description={`${tApp(ORDER_STATUS_LABEL[order.order_status])} · ${when(order.created_at)}`}
        actions={back}
      />
      <div className="mb-4">
        <OrderActions order={order} />
      </div>
      <div className="grid gap-3 lg:grid-cols-2">
        <Section title={t('orders.detail.items')}>
          <ul className="flex flex-col gap-2">
            {order.items.map((item) => (
              <li key={item.item_id} className="flex items-center gap-3">
                {item.image ? (
                  <img src={item.image} alt="" className="size-12 rounded object-cover" />
                ) : null}
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-stone-900">{item.name}</p>
                  <p className="text-xs text-stone-600">
                    {item.num} × <Money value={item.price} />
                    {item.refund_state ? ` · ${tApp(REFUND_STATE_LABEL[item.refund_state])}` : ''}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </Section>
        <Section title={t('orders.detail.buyer')}>
          <Facts
            rows={[
              [t('orders.detail.account'), `${order.buyer.email} (#${order.buyer.id})`],
              [t('orders.detail.recipient'), `${address.first_name} ${address.last_name}`.trim()],
              [t('orders.detail.telephone'), order.telephone],
              [
                t('orders.detail.address'),
                [address.street1, address.street2, address.city, address.state, address.zip]
                  .filter(Boolean)
                  .join(', ') + ` (${address.country})`,
              ],
              [t('orders.detail.remark'), order.remark || '—'],
            ]}
          />
        </Section>
        <Section title={t('orders.detail.shop')}>
          <Facts
            rows={[
              [t('orders.detail.shopName'), `${shop.name} (#${shop.id})`],
              [t('orders.detail.owner'), shop.owner.email],
              [
                t('orders.detail.shopStatus'),
                t(shop.status === 'suspended' ? 'orders.detail.suspended' : 'orders.detail.open'),
              ],
            ]}
          />
        </Section>
        <Section title={t('orders.detail.payment')}>
          <Facts
            rows={[
              [t('orders.detail.method'), tApp(METHOD_LABEL[order.payment_method])],
              [t('orders.detail.paymentStatus'), tApp(PAYMENT_STATUS_LABEL[order.payment_status])],
              [t('orders.detail.subtotal'), <Money key="s" value={order.subtotal} kind="amount" />],
              [
                t('orders.detail.shipping'),
                <Money key="h" value={order.shipping_cost} kind="amount" />,
              ],
              [t('orders.detail.total'), <Money key="g" value={order.grand_total} kind="amount" />],
              [
                t('orders.detail.paid'),
                <Money key="p" value={order.actual_payment} kind="amount" />,
              ],
              [t('orders.detail.payTime'), when(order.pay_time)],
              [
                t('orders.detail.commission'),
                <Money key="c" value={detail.commission} kind="amount" />,
              ],
            ]}
          />
        </Section>
        <Section title={t('orders.detail.delivery')}>
          <Facts
            rows={[
              [
                t('orders.detail.deliveryStatus'),
                tApp(DELIVERY_STATUS_LABEL[order.delivery_status]),
              ],
              [t('orders.detail.logSn'), order.log_sn || '—'],
              [t('orders.detail.method'), order.arrival_method],
            ]}
          />
          <h3 className="mt-3 mb-1 text-sm font-semibold text-stone-900">
            {t('orders.detail.timeline')}
          </h3>
          <ol className="flex flex-col gap-1 border-s-2 border-stone-200 ps-3">
            {detail.events.map((event, index) => (
              <li key={`${event.time}-${index}`}>
                <span className="font-medium">{eventLabel(t, event.status)}</span>
                {event.note ? <span className="text-stone-700"> · {event.note}</span> : null}
                <span className="block text-xs text-stone-600">{when(event.time)}</span>
              </li>
            ))}
          </ol>
        </Section>
        <Section title={t('orders.detail.refunds')}>
          {detail.refunds.length === 0 ? (
            <p className="text-stone-600">{t('orders.detail.noRefunds')}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {detail.refunds.map((refund) => (
                <li key={refund.id} className="border-b border-stone-100 pb-2 last:border-0">
                  <p className="font-medium">
                    #{refund.id} · {tApp(REFUND_STATE_LABEL[refund.state])} ·{' '}
                    <Money value={refund.amount} kind="amount" />
                  </p>
                  <p className="text-stone-700">{refund.reason}</p>
                  <p className="text-xs text-stone-600">
                    {when(refund.created_at)}
                    {refund.arbitration
                      ? ` · ${t(refund.arbitration.approved ? 'orders.detail.arbitratedApproved' : 'orders.detail.arbitratedUpheld', { by: refund.arbitration.by.email })}`
                      : ''}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
      <div className="mt-3">
        <Section title={t('orders.detail.movements')}>
          <Movements detail={detail} />
        </Section>
      </div>
    </>
  );
}

const EVENT_KEYS = {
  placed: 'orders.event.placed',
  paid: 'orders.event.paid',
  payment_submitted: 'orders.event.paymentSubmitted',
  payment_rejected: 'orders.event.paymentRejected',
  to_ship: 'orders.event.toShip',
  shipped: 'orders.event.shipped',
  in_transit: 'orders.event.inTransit',
  delivered: 'orders.event.delivered',
  completed: 'orders.event.completed',
  cancelled: 'orders.event.cancelled',
  expired: 'orders.event.expired',
  rejected: 'orders.event.rejected',
  refund_requested: 'orders.event.refundRequested',
  refund_cancelled: 'orders.event.refundCancelled',
  refund_approved: 'orders.event.refundApproved',
  refund_rejected: 'orders.event.refundRejected',
  refund_rejection_upheld: 'orders.event.refundUpheld',
  refund_cash_returned: 'orders.event.refundCashReturned',
} as const;

/** An order event's name; one this page does not know shows as it is stored. */
function eventLabel(t: AdminTFunction, status: string): string {
  return status in EVENT_KEYS ? t(EVENT_KEYS[status as keyof typeof EVENT_KEYS]) : status;
}

function Movements({ detail }: { detail: AdminOrderDetail }) {
  const t = useAdminT();
  const lang = useLanguage();
  if (detail.movements.length === 0)
    return <p className="text-stone-600">{t('orders.detail.noMovements')}</p>;
  const side = (account: LedgerMovement['from'], leaving: boolean) => {
    if (account === null) return t(leaving ? 'orders.money.out' : 'orders.money.in');
    const kind = t(`orders.money.account.${account.account}`);
    if (account.user_id === null) return t('orders.money.platform', { account: kind });
    if (account.user_id === detail.order.buyer.id)
      return t('orders.money.buyer', { account: kind });
    if (account.user_id === detail.shop.owner.id) return t('orders.money.shop', { account: kind });
    return t('orders.money.user', { id: account.user_id, account: kind });
  };
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{t('orders.detail.movements')}</caption>
        <thead className="bg-stone-100 text-xs text-stone-700">
          <tr>
            <th scope="col" className="px-2 py-1 text-start">
              {t('orders.money.time')}
            </th>
            <th scope="col" className="px-2 py-1 text-start">
              {t('orders.money.kind')}
            </th>
            <th scope="col" className="px-2 py-1 text-start">
              {t('orders.money.from')}
            </th>
            <th scope="col" className="px-2 py-1 text-start">
              {t('orders.money.to')}
            </th>
            <th scope="col" className="px-2 py-1 text-end">
              {t('orders.money.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {detail.movements.map((movement) => (
            <tr key={movement.id} className="border-t border-stone-100">
              <td className="px-2 py-1 whitespace-nowrap">
                {formatDateTime(movement.created_at, lang)}
              </td>
              <td className="px-2 py-1">
                {movement.kind}
                {movement.ref_type === 'refund' ? ` (#${movement.ref_id})` : ''}
              </td>
              <td className="px-2 py-1">{side(movement.from, false)}</td>
              <td className="px-2 py-1">{side(movement.to, true)}</td>
              <td className="px-2 py-1 text-end tabular-nums">
                <Money value={movement.amount} kind="amount" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
