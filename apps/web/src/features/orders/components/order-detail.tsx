import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Order } from '@mall/contract/orders';
import { Money } from '../../../components/money';
import { Button } from '../../../components/ui/button';
import { EmptyStateLink } from '../../../components/ui/empty-state-link';
import { Skeleton } from '../../../components/ui/skeleton';
import { LANGUAGE_TAGS } from '@mall/contract/locales';
import { useLanguage, useT } from '../../../lib/i18n';
import { formatMoney, USD, useCurrency } from '../../../lib/money';
import { mediaUrl } from '../../../lib/media';
import { useOrder } from '../api/get-order';
import { useTrack } from '../api/get-track';
import {
  DELIVERY_STATUS_LABEL,
  METHOD_LABEL,
  ORDER_STATUS_LABEL,
  PAYMENT_STATUS_LABEL,
  REFUND_STATE_LABEL,
} from '../../../lib/order-labels';
import { CommentForm, OrderActions } from './order-actions';

function useDateTime() {
  const lang = useLanguage();
  return (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(LANGUAGE_TAGS[lang], {
          dateStyle: 'medium',
          timeStyle: 'short',
        }).format(new Date(iso))
      : '—';
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-stone-600">{label}</dt>
      <dd className="min-w-0 text-stone-900 sm:text-end">{children}</dd>
    </>
  );
}

/**
 * /pages/history/detail: every field of the order, its actions, tracking and reviews.
 * `autoCompleteDays`: the site's order_auto_complete_days, once known.
 */
export function OrderDetail({
  orderId,
  autoCompleteDays,
}: {
  orderId: number;
  autoCompleteDays: number | undefined;
}) {
  const t = useT();
  const query = useOrder(orderId);
  if (query.isPending)
    return (
      <div aria-busy="true" className="flex flex-col gap-3">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  if (query.isError)
    return (
      <EmptyStateLink
        title={t('orders.notFound')}
        to="/pages/history/purchase"
        label={t('orders.backToOrders')}
      />
    );
  return <OrderView order={query.data} autoCompleteDays={autoCompleteDays} />;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A delivered order: when the server will confirm receipt for a buyer who does not (order_auto_complete_days). */
function AutoCompleteNote({ order, days }: { order: Order; days: number | undefined }) {
  const t = useT();
  const when = useDateTime();
  if (order.order_status !== 'delivered' || !order.delivery_time || typeof days !== 'number')
    return null;
  const time = new Date(new Date(order.delivery_time).getTime() + days * DAY_MS).toISOString();
  return <p className="text-sm text-stone-700">{t('orders.autoComplete', { time: when(time) })}</p>;
}

function OrderView({
  order,
  autoCompleteDays,
}: {
  order: Order;
  autoCompleteDays: number | undefined;
}) {
  const t = useT();
  const when = useDateTime();
  const currency = useCurrency();
  const [reviewing, setReviewing] = useState<number | null>(null);
  const address = order.address;
  return (
    <div className="grid gap-4 pb-8 md:grid-cols-[1fr_22rem] md:items-start">
      <div className="flex min-w-0 flex-col gap-4">
        <section className="rounded-xl border border-stone-200 bg-white p-4">
          <p className="text-lg font-bold text-accent">
            {t(ORDER_STATUS_LABEL[order.order_status])}
          </p>
          <p className="text-sm text-stone-700">{t('orders.number', { id: order.increment_id })}</p>
          {order.order_status === 'unpaid' && order.expires_at ? (
            <p className="text-sm text-amber-800">
              {t('orders.expires', { time: when(order.expires_at) })}
            </p>
          ) : null}
          <AutoCompleteNote order={order} days={autoCompleteDays} />
        </section>
        <OrderActions order={order} />
        <section
          aria-labelledby="order-items"
          className="rounded-xl border border-stone-200 bg-white p-4"
        >
          <h2 id="order-items" className="mb-2 text-base font-semibold text-stone-900">
            {order.shop.name}
          </h2>
          <ul className="divide-y divide-stone-100">
            {order.items.map((item) => (
              <li key={item.item_id} className="flex flex-col gap-2 py-2">
                <div className="flex gap-3">
                  <img
                    src={mediaUrl(item.image)}
                    alt=""
                    className="size-16 shrink-0 rounded-lg bg-stone-100 object-cover"
                  />
                  <div className="flex min-w-0 flex-1 flex-col text-sm">
                    <Link
                      to={`/pages/prouduct/detail?id=${item.product_id}`}
                      className="line-clamp-2 text-stone-900 hover:underline"
                    >
                      {item.name}
                    </Link>
                    <span className="text-stone-700">
                      <Money value={item.price} /> × {item.num}
                    </span>
                    {item.refund_state ? (
                      <span className="text-xs text-stone-700">
                        {t('orders.refundState', {
                          state: t(REFUND_STATE_LABEL[item.refund_state]),
                        })}
                      </span>
                    ) : null}
                    {item.commented ? (
                      <span className="text-xs text-emerald-800">{t('orders.reviewedBadge')}</span>
                    ) : null}
                  </div>
                  {order.actions.includes('comment') &&
                  !item.commented &&
                  reviewing !== item.item_id ? (
                    <Button
                      variant="secondary"
                      className="min-h-9 self-start"
                      onClick={() => setReviewing(item.item_id)}
                    >
                      {t('orders.writeReview')}
                      <span className="sr-only"> {item.name}</span>
                    </Button>
                  ) : null}
                </div>
                {reviewing === item.item_id ? (
                  <CommentForm order={order} item={item} onDone={() => setReviewing(null)} />
                ) : null}
              </li>
            ))}
          </ul>
        </section>
        <Tracking order={order} />
      </div>
      <div className="flex flex-col gap-4">
        <section
          aria-labelledby="order-money"
          className="rounded-xl border border-stone-200 bg-white p-4"
        >
          <h2 id="order-money" className="mb-2 text-base font-semibold text-stone-900">
            {t('orders.payment.title')}
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <Row label={t('checkout.summary.subtotal')}>
              <Money value={order.subtotal} kind="amount" />
            </Row>
            <Row label={t('orders.shippingCost')}>
              <Money value={order.shipping_cost} kind="amount" />
            </Row>
            <Row label={t('orders.price')}>
              <Money value={order.grand_total} kind="amount" className="font-bold" />
              {currency.code === 'USD' ? null : (
                <span className="text-xs text-stone-600">
                  {' '}
                  ({formatMoney(order.grand_total, 'amount', USD)})
                </span>
              )}
            </Row>
            <Row label={t('orders.actualPayment')}>
              <Money value={order.actual_payment} kind="amount" />
            </Row>
            <Row label={t('orders.method')}>{t(METHOD_LABEL[order.payment_method])}</Row>
            <Row label={t('orders.paymentStatus')}>
              {t(PAYMENT_STATUS_LABEL[order.payment_status])}
            </Row>
            <Row label={t('orders.payTime')}>{when(order.pay_time)}</Row>
          </dl>
        </section>
        <section
          aria-labelledby="order-delivery"
          className="rounded-xl border border-stone-200 bg-white p-4"
        >
          <h2 id="order-delivery" className="mb-2 text-base font-semibold text-stone-900">
            {t('orders.deliveryTitle')}
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <Row label={t('orders.date')}>{when(order.created_at)}</Row>
            <Row label={t('orders.deliveryStatus')}>
              {t(DELIVERY_STATUS_LABEL[order.delivery_status])}
            </Row>
            <Row label={t('orders.arrivalMethod')}>{order.arrival_method}</Row>
            <Row label={t('orders.logSn')}>{order.log_sn || '—'}</Row>
            <Row label={t('orders.deliverTime')}>{when(order.deliver_time)}</Row>
            <Row label={t('orders.deliveryTime')}>{when(order.delivery_time)}</Row>
            <Row label={t('orders.successTime')}>{when(order.success_time)}</Row>
            <Row label={t('orders.customer')}>
              {order.first_name}
              <br />
              {order.email}
              <br />
              {order.telephone}
            </Row>
            <Row label={t('orders.address')}>
              {[
                [address.first_name, address.last_name].filter(Boolean).join(' '),
                address.street1,
                address.street2,
                address.city,
                address.state,
                address.zip,
                address.country,
              ]
                .filter(Boolean)
                .join(', ')}
            </Row>
            <Row label={t('orders.remark')}>{order.remark || '—'}</Row>
            {order.cancel_remark || order.order_status === 'cancelled' ? (
              <Row label={t('orders.cancelRemarkLabel')}>{order.cancel_remark || '—'}</Row>
            ) : null}
          </dl>
        </section>
      </div>
    </div>
  );
}

function Tracking({ order }: { order: Order }) {
  const t = useT();
  const when = useDateTime();
  const track = useTrack(order.order_id, true);
  return (
    <section
      aria-labelledby="order-track"
      className="rounded-xl border border-stone-200 bg-white p-4"
    >
      <h2 id="order-track" className="mb-2 text-base font-semibold text-stone-900">
        {t('orders.track')}
      </h2>
      <p className="mb-2 text-sm text-stone-700">
        {t('orders.logSn')}:{' '}
        <span className="font-mono text-stone-900">
          {track.data?.log_sn || order.log_sn || t('orders.notShipped')}
        </span>
      </p>
      {track.isPending ? (
        <Skeleton className="h-20 w-full" />
      ) : track.data && track.data.events.length > 0 ? (
        <ol className="flex flex-col gap-2 border-s-2 border-stone-200 ps-4">
          {[...track.data.events].reverse().map((event, index) => (
            <li key={`${event.time}-${index}`} className="text-sm">
              <p className={index === 0 ? 'font-semibold text-stone-900' : 'text-stone-800'}>
                {event.note || event.status}
              </p>
              <p className="text-xs text-stone-600">{when(event.time)}</p>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
