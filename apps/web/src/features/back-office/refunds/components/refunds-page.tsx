import { Link } from 'react-router';
import type { AdminRefund } from '@mall/contract/admin-orders';
import { Money } from '../../../../components/money';
import { QueryError } from '../../../../components/query-error';
import { EmptyState } from '../../../../components/ui/empty-state';
import { SelectField } from '../../../../components/ui/select-field';
import { Skeleton } from '../../../../components/ui/skeleton';
import { formatDate } from '../../../../lib/format';
import { useLanguage, useT } from '../../../../lib/i18n';
import { REFUND_STATE_LABEL } from '../../../../lib/order-labels';
import { AdminPageHeader } from '../../components/admin-page-header';
import { BoardPager } from '../../components/board-pager';
import { FilterBar } from '../../components/filter-bar';
import { useAdminT } from '../../i18n/admin-i18n';
import { useUrlState } from '../../table/use-url-state';
import { useRefunds } from '../api/get-refunds';
import { ArbitrationControls } from './arbitration-controls';

const PAGE_SIZE = 10;
const STATES = ['arbitration', 'arbitrated', 'all'] as const;

/**
 * #/admin/refunds: the arbitration board. Refunds the seller refused wait here, the longest
 * waiting first, with the buyer's reason and evidence large; staff grant the refund or uphold
 * the refusal, with a message the order's history keeps.
 */
export function RefundsPage() {
  const t = useAdminT();
  const url = useUrlState({ state: 'arbitration', page: '1' });
  const page = Math.max(1, Math.floor(Number(url.values.page)) || 1);
  const state = (STATES as readonly string[]).includes(url.values.state)
    ? url.values.state
    : 'arbitration';
  const query = useRefunds({ state, page, pagesize: PAGE_SIZE });
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / PAGE_SIZE)) : 1;
  let body;
  if (query.isPending)
    body = (
      <div aria-busy="true" className="flex flex-col gap-3">
        {[0, 1].map((i) => (
          <Skeleton key={i} className="h-56 w-full" />
        ))}
      </div>
    );
  else if (query.isError)
    body = (
      <QueryError
        title={t('refunds.loadFailed')}
        body={query.error.message}
        onRetry={() => void query.refetch()}
        variant="secondary"
      />
    );
  else if (query.data.list.length === 0)
    body = (
      <EmptyState title={t(state === 'arbitration' ? 'refunds.emptyWaiting' : 'refunds.empty')} />
    );
  else
    body = (
      <ul className="flex flex-col gap-3">
        {query.data.list.map((refund) => (
          <li key={refund.id}>
            <RefundCard refund={refund} />
          </li>
        ))}
      </ul>
    );
  return (
    <>
      <AdminPageHeader title={t('refunds.title')} description={t('refunds.intro')} />
      <FilterBar>
        <SelectField
          stacked
          label={t('refunds.show')}
          value={state}
          onValueChange={(next) => url.set({ state: next })}
          options={STATES.map((value) => ({ value, label: t(`refunds.states.${value}`) }))}
        />
      </FilterBar>
      {query.data ? (
        <p className="mb-2 text-sm text-stone-600" aria-live="polite">
          {t('shell.table.total', { count: query.data.total })}
        </p>
      ) : null}
      {body}
      <div className="mt-3">
        <BoardPager page={page} pages={pages} onPage={(next) => url.set({ page: String(next) })} />
      </div>
    </>
  );
}

function RefundCard({ refund }: { refund: AdminRefund }) {
  const t = useAdminT();
  const tApp = useT();
  const lang = useLanguage();
  const title = t('refunds.cardTitle', { id: refund.id, order: refund.order.increment_id });
  const waiting = refund.state === 'rejected' && refund.arbitration === null;
  return (
    <article
      aria-label={title}
      className="rounded-lg border border-stone-200 bg-white p-4 text-sm text-stone-800"
    >
      <header className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-base font-semibold text-stone-900">
          <Money value={refund.amount} kind="amount" /> ·{' '}
          <Link to={`/admin/orders/${refund.order.id}`} className="underline underline-offset-2">
            {t('refunds.order', { order: refund.order.increment_id })}
          </Link>
        </h2>
        <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold">
          {tApp(REFUND_STATE_LABEL[refund.state])}
        </span>
      </header>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="text-stone-600">{t('refunds.buyer')}</dt>
        <dd className="break-all">{refund.buyer.email}</dd>
        <dt className="text-stone-600">{t('refunds.shop')}</dt>
        <dd>
          {refund.shop.name}
          {refund.shop.status === 'suspended' ? ` (${t('refunds.shopSuspended')})` : ''}
        </dd>
        <dt className="text-stone-600">{t('refunds.what')}</dt>
        <dd>{refund.item_id === null ? t('refunds.wholeOrder') : (refund.product?.name ?? '')}</dd>
        <dt className="text-stone-600">{t('refunds.reason')}</dt>
        <dd className="whitespace-pre-line">{refund.reason}</dd>
        <dt className="text-stone-600">{t('refunds.asked')}</dt>
        <dd>{formatDate(refund.created_at, lang)}</dd>
        {refund.state === 'rejected' && refund.decided_at ? (
          <>
            <dt className="text-stone-600">{t('refunds.refused')}</dt>
            <dd>{formatDate(refund.decided_at, lang)}</dd>
          </>
        ) : null}
      </dl>
      <h3 className="mt-3 mb-1 font-semibold text-stone-900">{t('refunds.evidence')}</h3>
      {refund.images.length === 0 ? (
        <p className="text-stone-600">{t('refunds.noEvidence')}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {refund.images.map((image, index) => (
            <li key={image}>
              <a href={image} target="_blank" rel="noreferrer noopener">
                <img
                  src={image}
                  alt={t('refunds.evidenceImage', { n: index + 1 })}
                  className="h-64 w-full rounded-md border border-stone-200 bg-stone-50 object-contain"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {refund.arbitration ? (
        <p className="mt-3 rounded-md bg-stone-50 p-2">
          {t(refund.arbitration.approved ? 'refunds.granted' : 'refunds.upheld', {
            by: refund.arbitration.by.email,
            date: formatDate(refund.arbitration.at, lang),
          })}
          {refund.arbitration.message ? ` “${refund.arbitration.message}”` : ''}
        </p>
      ) : null}
      {waiting ? <ArbitrationControls refund={refund} /> : null}
    </article>
  );
}
