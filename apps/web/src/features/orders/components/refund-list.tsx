import { Link, useSearchParams } from 'react-router';
import type { Refund } from '@mall/contract/orders';
import { Money } from '../../../components/money';
import { Button, buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate } from '../../../lib/format';
import { useLanguage, useT } from '../../../lib/i18n';
import { mediaUrl } from '../../../lib/media';
import { showToast } from '../../../lib/toast';
import { useCancelRefund } from '../api/cancel-refund';
import { useConfirmOfflineRefund } from '../api/confirm-offline-refund';
import { useDecideRefund } from '../api/decide-refund';
import { useRefunds, type RefundSide } from '../api/get-refunds';
import { REFUND_STATE_LABEL } from '../../../lib/order-labels';
import { QueryError } from '../../../components/query-error';

/** /pages/mine/refund_sent: refund requests sent and, for a seller (`seller`), received. */
export function RefundList({ seller }: { seller: boolean }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const side: RefundSide = seller && params.get('side') === 'received' ? 'received' : 'sent';
  const query = useRefunds(side);
  const refunds = query.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <div className="flex flex-col gap-3">
      {seller ? (
        <div
          role="tablist"
          aria-label={t('refunds.sides')}
          className="inline-flex self-start rounded-lg border border-stone-300 bg-white p-1"
        >
          {(['sent', 'received'] as const).map((value) => (
            <button
              key={value}
              type="button"
              role="tab"
              aria-selected={side === value}
              onClick={() => setParams(value === 'sent' ? {} : { side: value }, { replace: true })}
              className={`min-h-9 rounded-md px-4 text-sm ${side === value ? 'bg-stone-900 font-semibold text-white' : 'text-stone-700 hover:bg-stone-100'}`}
            >
              {value === 'sent' ? t('refunds.sent') : t('refunds.received')}
            </button>
          ))}
        </div>
      ) : null}
      {query.isPending ? (
        [0, 1, 2].map((i) => <Skeleton key={i} className="h-28 w-full" />)
      ) : query.isError ? (
        <QueryError title={t('refunds.loadFailed')} onRetry={query.refetch} />
      ) : refunds.length === 0 ? (
        <EmptyState
          title={side === 'sent' ? t('refunds.emptySent') : t('refunds.emptyReceived')}
          action={
            side === 'sent' ? (
              <Link to="/pages/history/purchase" className={buttonClass()}>
                {t('refunds.toOrders')}
              </Link>
            ) : undefined
          }
        >
          {side === 'sent' ? t('refunds.emptySentBody') : null}
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-3">
          {refunds.map((refund) => (
            <RefundCard key={refund.id} refund={refund} side={side} />
          ))}
        </ul>
      )}
      {query.hasNextPage ? (
        <Button
          variant="secondary"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {t('orders.more')}
        </Button>
      ) : null}
    </div>
  );
}

function RefundCard({ refund, side }: { refund: Refund; side: RefundSide }) {
  const t = useT();
  const lang = useLanguage();
  const cancel = useCancelRefund();
  const decide = useDecideRefund();
  const confirmCash = useConfirmOfflineRefund();
  return (
    <li className="flex gap-3 rounded-xl border border-stone-200 bg-white p-3">
      {refund.product ? (
        <img
          src={mediaUrl(refund.product.image)}
          alt=""
          className="size-16 shrink-0 rounded-lg bg-stone-100 object-cover"
        />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
        <div className="flex justify-between gap-2">
          <Link
            to={`/pages/history/detail?id=${refund.order_id}`}
            className="font-semibold text-stone-900 hover:underline"
          >
            {t('orders.number', { id: refund.increment_id })}
          </Link>
          <span className="font-semibold text-accent">{t(REFUND_STATE_LABEL[refund.state])}</span>
        </div>
        <p className="line-clamp-1 text-stone-800">
          {refund.item_id ? refund.product?.name : t('orders.wholeOrder')}
        </p>
        <p className="text-stone-700">
          <Money value={refund.price} kind="amount" className="font-semibold text-stone-900" /> ·{' '}
          {formatDate(refund.created_at, lang)}
        </p>
        <p className="text-xs text-stone-600">{refund.reason}</p>
        {refund.state === 'approved' && refund.settlement === 'offline' ? (
          <div className="mt-1 flex flex-col gap-2 rounded-lg bg-amber-50 p-2 text-xs text-amber-900">
            <p>
              {refund.offline_confirmed_at
                ? t('refunds.cashConfirmed')
                : side === 'sent'
                  ? t('refunds.offlineSent')
                  : t('refunds.offlineReceived')}
            </p>
            {side === 'sent' && !refund.offline_confirmed_at ? (
              <Button
                className="min-h-9 self-start"
                disabled={confirmCash.isPending}
                onClick={() =>
                  confirmCash.mutate(refund.id, {
                    onSuccess: () => showToast(t('refunds.cashConfirmed'), 'success'),
                  })
                }
              >
                {t('refunds.confirmCash')}
              </Button>
            ) : null}
          </div>
        ) : null}
        {refund.state === 'pending' ? (
          <div className="mt-1 flex gap-2">
            {side === 'sent' ? (
              <Button
                variant="secondary"
                className="min-h-9"
                disabled={cancel.isPending}
                onClick={() =>
                  cancel.mutate(refund.id, {
                    onSuccess: () => showToast(t('refunds.cancelled'), 'success'),
                  })
                }
              >
                {t('refunds.cancel')}
              </Button>
            ) : (
              <>
                <Button
                  className="min-h-9"
                  disabled={decide.isPending}
                  onClick={() =>
                    decide.mutate(
                      { id: refund.id, approve: true },
                      { onSuccess: () => showToast(t('refunds.approvedToast'), 'success') },
                    )
                  }
                >
                  {t('refunds.approve')}
                </Button>
                <Button
                  variant="secondary"
                  className="min-h-9"
                  disabled={decide.isPending}
                  onClick={() =>
                    decide.mutate(
                      { id: refund.id, approve: false },
                      { onSuccess: () => showToast(t('refunds.rejectedToast'), 'success') },
                    )
                  }
                >
                  {t('refunds.reject')}
                </Button>
              </>
            )}
          </div>
        ) : null}
      </div>
    </li>
  );
}
