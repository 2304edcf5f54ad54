import { EmptyState } from '../../../components/ui/empty-state';
import { RichText } from '../../../components/ui/rich-text';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate } from '../../../lib/format';
import { useLanguage, useT } from '../../../lib/i18n';
import type { Policy } from '../types';
import { QueryError } from '../../../components/query-error';

/** A policy page's text with its date; `query` from usePolicy. */
export function PolicyView({
  query,
}: {
  query: { data?: Policy | undefined; isPending: boolean; refetch: () => unknown };
}) {
  const t = useT();
  const lang = useLanguage();
  if (query.isPending) {
    return (
      <div className="flex max-w-3xl flex-col gap-3" aria-hidden="true">
        <Skeleton className="h-4 w-40" />
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-5" />
        ))}
      </div>
    );
  }
  const policy = query.data;
  if (!policy) {
    return (
      <QueryError title={t('list.errorTitle')} body={t('list.errorBody')} onRetry={query.refetch} />
    );
  }
  if (!policy.content.trim())
    return <EmptyState title={t('policy.emptyTitle')}>{t('policy.emptyBody')}</EmptyState>;
  return (
    <article className="flex max-w-3xl flex-col gap-4 rounded-xl bg-white p-4 md:p-8">
      {policy.updated_at ? (
        <p className="text-sm text-stone-600">
          {t('policy.updated', { date: formatDate(policy.updated_at, lang) })}
        </p>
      ) : null}
      <RichText html={policy.content} />
    </article>
  );
}
