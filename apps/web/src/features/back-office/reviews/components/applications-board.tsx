import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { QueryError } from '../../../../components/query-error';
import { Table } from '../../../../components/ui/data-table';
import { EmptyState } from '../../../../components/ui/empty-state';
import { SelectField } from '../../../../components/ui/select-field';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useLanguage } from '../../../../lib/i18n';
import { useAdminT } from '../../i18n/admin-i18n';
import { useApplications } from '../api/get-applications';
import { isForbidden } from '../../errors';
import {
  BOARD_PAGE_SIZE,
  STATUS_FILTERS,
  type ApplicationType,
  type StatusFilter,
} from '../../types';
import type { BoardConfigs } from './board-config';
import { BoardPager } from '../../components/board-pager';
import { NoPermission } from '../../components/no-permission';
import { PRODUCT_REQUESTS, SELLER_REQUESTS, STOCK_IN_REQUESTS } from './request-columns';
import { TOP_UPS, WITHDRAWALS } from './wallet-columns';

/** One config per application type: what the board calls things and which columns it shows. */
const BOARDS: BoardConfigs = {
  100: SELLER_REQUESTS,
  200: PRODUCT_REQUESTS,
  300: STOCK_IN_REQUESTS,
  400: WITHDRAWALS,
  500: TOP_UPS,
};

function readStatus(value: string | null): StatusFilter {
  return value !== null && (STATUS_FILTERS as readonly string[]).includes(value)
    ? (value as StatusFilter)
    : '0';
}

/**
 * The applications of one type to decide: a status filter and a page (both in the URL: `status`,
 * `page`), the table of the type's columns, approve or reject each. `tabs`, when given, sit beside
 * the filter and the table becomes their tab panel.
 */
export function ApplicationsBoard({ type, tabs }: { type: ApplicationType; tabs?: ReactNode }) {
  const t = useAdminT();
  const lang = useLanguage();
  const config = BOARDS[type];
  const [params, setParams] = useSearchParams();
  const status = readStatus(params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useApplications(type, status, page);
  const set = (next: Record<string, string>) =>
    setParams(
      (current) => {
        const merged = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) merged.set(key, value);
        return merged;
      },
      { replace: true },
    );
  if (query.isError && isForbidden(query.error)) return <NoPermission />;
  const data = query.data;
  const title = t(config.title);
  const empty = config.empty(status);
  const content = query.isPending ? (
    config.stacked ? (
      <div className="flex flex-col gap-2">
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className="h-16 w-full" />
        ))}
      </div>
    ) : (
      <Skeleton className="h-48 w-full" />
    )
  ) : query.isError ? (
    <QueryError
      title={t('reviews.failed')}
      body={query.error.message}
      onRetry={query.refetch}
      variant="secondary"
    />
  ) : query.data.list.length === 0 ? (
    <EmptyState title={t(empty.title)}>{empty.body ? t(empty.body) : null}</EmptyState>
  ) : (
    <Table
      columns={config.columns(t, lang)}
      rows={query.data.list}
      rowKey={(row) => row.id}
      stacked={config.stacked}
      caption={config.stacked ? title : undefined}
    />
  );
  return (
    <section aria-label={tabs ? undefined : title} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        {tabs}
        <SelectField
          label={t(config.filterLabel)}
          value={status}
          onValueChange={(value) => set({ status: value, page: '1' })}
          options={STATUS_FILTERS.map((s) => ({ value: s, label: t(config.statusLabels[s]) }))}
        />
      </div>
      {tabs ? (
        <div role="tabpanel" aria-label={title} aria-busy={query.isFetching || undefined}>
          {content}
        </div>
      ) : (
        content
      )}
      <BoardPager
        page={page}
        pages={data ? Math.max(1, Math.ceil(data.total / BOARD_PAGE_SIZE)) : 1}
        onPage={(next) => set({ page: String(next) })}
      />
    </section>
  );
}
