import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { SelectField } from '../../../components/ui/select-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { QueryLoadMore } from '../../../components/query-load-more';
import { useT } from '../../../lib/i18n';
import { flattenPages } from '../../../lib/paging';
import { useNotices } from '../api/get-notices';
import { useReadAllNotices } from '../api/read-all-notices';
import type { NoticeFilter } from '../types';
import { noticeTypeLabel } from '../labels';
import { NOTICE_TYPES } from '../types';
import { NoticeItem } from './notice-item';
import { QueryError } from '../../../components/query-error';

/** The user's notices: all or unread, by type; open one to read it; mark all read. */
export function NoticeList() {
  const t = useT();
  const [filter, setFilter] = useState<NoticeFilter>({ type: '', unreadOnly: false });
  const query = useNotices(filter);
  const readAll = useReadAllNotices();
  const name = useId();
  const unread = query.data?.pages[0]?.unread ?? 0;
  const notices = flattenPages(query.data?.pages);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-wrap items-end gap-3">
          <fieldset>
            <legend className="sr-only">{t('notices.show')}</legend>
            <div className="inline-flex rounded-lg border border-stone-300 bg-white p-1">
              {[false, true].map((unreadOnly) => (
                <label
                  key={String(unreadOnly)}
                  className={`flex min-h-9 cursor-pointer items-center rounded-md px-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent ${
                    filter.unreadOnly === unreadOnly
                      ? 'bg-stone-900 font-semibold text-white'
                      : 'text-stone-700 hover:bg-stone-100'
                  }`}
                >
                  <input
                    type="radio"
                    name={name}
                    className="sr-only"
                    checked={filter.unreadOnly === unreadOnly}
                    onChange={() => setFilter((f) => ({ ...f, unreadOnly }))}
                  />
                  {unreadOnly
                    ? t('notices.filterUnread', { count: unread })
                    : t('notices.filterAll')}
                </label>
              ))}
            </div>
          </fieldset>
          <SelectField
            label={t('notices.typeLabel')}
            value={filter.type}
            onValueChange={(type) => setFilter((f) => ({ ...f, type }))}
            options={[
              { value: '', label: t('notices.allTypes') },
              ...NOTICE_TYPES.map((type) => ({
                value: String(type),
                label: noticeTypeLabel(type, t),
              })),
            ]}
          />
        </div>
        <Button
          variant="secondary"
          onClick={() => readAll.mutate()}
          disabled={unread === 0 || readAll.isPending}
          aria-busy={readAll.isPending || undefined}
        >
          {t('notices.markAllRead')}
        </Button>
      </div>
      {query.isPending ? (
        <ul
          aria-busy="true"
          aria-label={t('notices.listLabel')}
          className="divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white"
        >
          {[0, 1, 2, 3, 4].map((i) => (
            <li key={i} className="flex gap-3 px-4 py-3">
              <Skeleton className="mt-2 size-2 rounded-full" />
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-5 w-2/3" />
                <Skeleton className="h-4 w-1/3" />
              </div>
            </li>
          ))}
        </ul>
      ) : query.isError ? (
        <QueryError title={t('notices.failed')} onRetry={query.refetch} variant="secondary" />
      ) : notices.length === 0 ? (
        <EmptyState title={filter.unreadOnly ? t('notices.emptyUnread') : t('notices.empty')}>
          {filter.unreadOnly || filter.type
            ? t('notices.emptyFilteredBody')
            : t('notices.emptyBody')}
        </EmptyState>
      ) : (
        <div>
          <ul
            aria-label={t('notices.listLabel')}
            className="divide-y divide-stone-100 overflow-hidden rounded-xl border border-stone-200 bg-white"
          >
            {notices.map((notice) => (
              <NoticeItem key={notice.id} notice={notice} />
            ))}
          </ul>
          <QueryLoadMore query={query} />
        </div>
      )}
    </div>
  );
}
