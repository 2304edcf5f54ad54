import type { ReactNode } from 'react';
import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { QueryLoadMore } from '../../../components/query-load-more';
import { useT } from '../../../lib/i18n';
import { flattenPages } from '../../../lib/paging';
import type { WalletRecord, WalletRecordPage } from '../types';
import { RecordItem } from './record-item';
import { QueryError } from '../../../components/query-error';

export interface RecordListProps {
  query: UseInfiniteQueryResult<InfiniteData<WalletRecordPage>>;
  /** The list's accessible name. */
  label: string;
  empty: { title: string; body: string; action?: ReactNode };
  /** An action for one record (recall a pending withdrawal). */
  actionFor?: (record: WalletRecord) => ReactNode;
}

/** A paged list of wallet records: skeletons of the rows' size, an empty state, infinite scroll. */
export function RecordList({ query, label, empty, actionFor }: RecordListProps) {
  const t = useT();
  if (query.isPending) {
    return (
      <ul
        aria-label={label}
        aria-busy="true"
        className="divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white"
      >
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className="flex gap-3 px-4 py-3">
            <Skeleton className="size-12 shrink-0" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  if (query.isError) {
    return (
      <QueryError title={t('wallet.listFailed')} onRetry={query.refetch} variant="secondary" />
    );
  }
  const records = flattenPages(query.data.pages);
  if (records.length === 0) {
    return (
      <EmptyState title={empty.title} action={empty.action}>
        {empty.body}
      </EmptyState>
    );
  }
  return (
    <div>
      <ul
        aria-label={label}
        className="divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white"
      >
        {records.map((record) => (
          <RecordItem key={record.id} record={record} action={actionFor?.(record)} />
        ))}
      </ul>
      <QueryLoadMore query={query} />
    </div>
  );
}
