import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { SelectField } from '../../../components/ui/select-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';
import { useReviews, REVIEW_PAGE_SIZE } from '../api/get-reviews';
import { isForbidden } from '../errors';
import type { ReviewStatusFilter, WalletReviewType } from '../keys';
import { NoPermission } from './no-permission';
import { ReviewTable } from './review-table';

const TYPES: readonly WalletReviewType[] = [500, 400];
const STATUSES: readonly ReviewStatusFilter[] = ['0', '1', '-1', ''];

function readType(value: string | null): WalletReviewType {
  return value === '400' ? 400 : 500;
}
function readStatus(value: string | null): ReviewStatusFilter {
  return value !== null && (STATUSES as readonly string[]).includes(value) ? (value as ReviewStatusFilter) : '0';
}

/** Top-ups (500) and withdrawals (400) to decide: a tab per type, a status filter, a paged table. */
export function ReviewBoard() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const type = readType(params.get('type'));
  const status = readStatus(params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useReviews(type, status, page, true);
  const set = (next: Record<string, string>) => setParams((current) => {
    const merged = new URLSearchParams(current);
    for (const [key, value] of Object.entries(next)) merged.set(key, value);
    return merged;
  }, { replace: true });
  if (query.isError && isForbidden(query.error)) return <NoPermission />;
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / REVIEW_PAGE_SIZE)) : 1;
  const statusLabel = (s: ReviewStatusFilter) =>
    s === '0' ? t('admin.filter.review') : s === '1' ? t('admin.filter.approved') : s === '-1' ? t('admin.filter.rejected') : t('admin.filter.all');
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div role="tablist" aria-label={t('admin.typesLabel')} className="inline-flex rounded-lg border border-stone-300 bg-white p-1">
          {TYPES.map((value) => (
            <button
              key={value}
              type="button"
              role="tab"
              aria-selected={type === value}
              onClick={() => set({ type: String(value), page: '1' })}
              className={`min-h-9 rounded-md px-4 text-sm ${type === value ? 'bg-stone-900 font-semibold text-white' : 'text-stone-700 hover:bg-stone-100'}`}
            >
              {value === 500 ? t('admin.topUps') : t('admin.withdrawals')}
            </button>
          ))}
        </div>
        <SelectField
          label={t('admin.statusLabel')}
          value={status}
          onValueChange={(value) => set({ status: value, page: '1' })}
          options={STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))}
        />
      </div>
      <div role="tabpanel" aria-label={type === 500 ? t('admin.topUps') : t('admin.withdrawals')} aria-busy={query.isFetching || undefined}>
        {query.isPending ? (
          <div className="flex flex-col gap-2">
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} className="h-16 w-full" />
            ))}
          </div>
        ) : query.isError ? (
          <EmptyState
            title={t('admin.failed')}
            action={
              <Button variant="secondary" onClick={() => void query.refetch()}>
                {t('app.retry')}
              </Button>
            }
          >
            {query.error.message}
          </EmptyState>
        ) : data && data.list.length === 0 ? (
          <EmptyState title={status === '0' ? t('admin.emptyReview') : t('admin.empty')}>{status === '0' ? t('admin.emptyReviewBody') : t('admin.emptyBody')}</EmptyState>
        ) : data ? (
          <div className="md:overflow-x-auto md:rounded-lg md:border md:border-stone-200 md:bg-white">
            <ReviewTable type={type} rows={data.list} />
          </div>
        ) : null}
      </div>
      {data && data.total > REVIEW_PAGE_SIZE ? (
        <nav aria-label={t('admin.paging')} className="flex items-center justify-between gap-2">
          <Button variant="secondary" disabled={page <= 1} onClick={() => set({ page: String(page - 1) })}>
            {t('admin.previous')}
          </Button>
          <span className="text-sm text-stone-700">{t('admin.pageOf', { page, pages })}</span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => set({ page: String(page + 1) })}>
            {t('admin.next')}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
