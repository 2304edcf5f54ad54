import { EmptyState } from '../../../components/ui/empty-state';
import { MegaphoneIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate } from '../../../lib/format';
import { useLanguage, useT } from '../../../lib/i18n';
import { useAnnouncements } from '../api/get-announcements';
import { QueryError } from '../../../components/query-error';

/** The store's announcements (systemnotify), newest first. */
export function AnnouncementList() {
  const t = useT();
  const lang = useLanguage();
  const { data, isPending, isError, refetch } = useAnnouncements(20);
  if (isPending) {
    return (
      <div className="flex flex-col gap-3" aria-hidden="true">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
    );
  }
  if (isError) {
    return <QueryError body={t('list.errorBody')} onRetry={refetch} variant="secondary" />;
  }
  if (!data?.length)
    return (
      <EmptyState title={t('announcements.emptyTitle')}>{t('announcements.emptyBody')}</EmptyState>
    );
  return (
    <ul className="flex flex-col gap-3">
      {data.map((item) => (
        <li key={item.id}>
          <article className="flex gap-3 rounded-xl border border-stone-200 bg-white p-4">
            <MegaphoneIcon className="mt-0.5 size-6 shrink-0 text-accent" />
            <div className="flex min-w-0 flex-col gap-1">
              <h3 className="text-base font-bold text-stone-900">{item.title}</h3>
              <time dateTime={item.created_at} className="text-xs text-stone-600">
                {formatDate(item.created_at, lang)}
              </time>
              <p className="text-sm break-words whitespace-pre-line text-stone-700">
                {item.content}
              </p>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
