import { Link, useSearchParams } from 'react-router';
import type { Order } from '@mall/contract/orders';
import { Money } from '../../../components/money';
import { Button, buttonClass } from '../../../components/ui/button';
import { EmptyStateLink } from '../../../components/ui/empty-state-link';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate } from '../../../lib/format';
import { useLanguage, useT } from '../../../lib/i18n';
import { mediaUrl } from '../../../lib/media';
import { useOrders } from '../api/get-orders';
import { ORDER_STATUS_LABEL } from '../../../lib/order-labels';
import { ORDER_TABS, readTab, TAB_LABEL } from '../order-tabs';
import { QueryError } from '../../../components/query-error';

/** /pages/history/purchase: orders by status tab, newest first, more on demand. */
export function OrderList() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const tab = readTab(params.get('status'));
  const query = useOrders(tab);
  const orders = query.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <div className="flex flex-col gap-3">
      <div
        role="tablist"
        aria-label={t('orders.tabs.label')}
        className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 md:mx-0 md:px-0"
      >
        {ORDER_TABS.map((value) => (
          <button
            key={value || 'all'}
            type="button"
            role="tab"
            aria-selected={tab === value}
            onClick={() => setParams(value ? { status: value } : {}, { replace: true })}
            className={`min-h-10 shrink-0 rounded-full px-4 text-sm ${tab === value ? 'bg-stone-900 font-semibold text-white' : 'border border-stone-300 bg-white text-stone-800 hover:bg-stone-100'}`}
          >
            {t(TAB_LABEL[value])}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={t(TAB_LABEL[tab])} className="flex flex-col gap-3">
        {query.isPending ? (
          [0, 1, 2].map((i) => <Skeleton key={i} className="h-36 w-full" />)
        ) : query.isError ? (
          <QueryError title={t('orders.loadFailed')} onRetry={query.refetch} />
        ) : orders.length === 0 ? (
          <EmptyStateLink title={t('orders.empty')} to="/" label={t('cart.startShopping')}>
            {t('orders.emptyBody')}
          </EmptyStateLink>
        ) : (
          <>
            <ul className="flex flex-col gap-3">
              {orders.map((order) => (
                <OrderCard key={order.order_id} order={order} />
              ))}
            </ul>
            {query.hasNextPage ? (
              <Button
                variant="secondary"
                disabled={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {t('orders.more')}
              </Button>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}

function OrderCard({ order }: { order: Order }) {
  const t = useT();
  const lang = useLanguage();
  const units = order.items.reduce((sum, item) => sum + item.num, 0);
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-3">
      <div className="flex items-center justify-between gap-2 text-sm">
        <span className="font-semibold text-stone-900">{order.shop.name}</span>
        <span className="font-semibold text-accent">
          {t(ORDER_STATUS_LABEL[order.order_status])}
        </span>
      </div>
      <p className="text-xs text-stone-600">
        {t('orders.number', { id: order.increment_id })} · {formatDate(order.created_at, lang)}
      </p>
      <div className="my-2 flex gap-2 overflow-hidden">
        {order.items.slice(0, 4).map((item) => (
          <img
            key={item.item_id}
            src={mediaUrl(item.image)}
            alt={item.name}
            className="size-16 shrink-0 rounded-lg bg-stone-100 object-cover"
          />
        ))}
        {order.items.length === 1 && order.items[0] ? (
          <p className="line-clamp-2 text-sm text-stone-800">{order.items[0].name}</p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-stone-700">
          {t('orders.unitsTotal', { count: units })}{' '}
          <Money value={order.grand_total} kind="amount" className="font-bold text-stone-900" />
        </p>
        <Link
          to={`/pages/history/detail?id=${order.order_id}`}
          className={buttonClass('secondary', 'min-h-9')}
        >
          {t('orders.view')}
          <span className="sr-only"> {order.increment_id}</span>
        </Link>
      </div>
    </li>
  );
}
