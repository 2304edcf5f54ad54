import { QueryError } from '../../../../components/query-error';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useLanguage } from '../../../../lib/i18n';
import { EditDrawer } from '../../components/edit-drawer';
import { useAdminT } from '../../i18n/admin-i18n';
import { useCurrencyHistory } from '../api/get-currency-history';
import { formatDateTime } from '../format';

/** A currency's rate changes, newest first, in a drawer. */
export function CurrencyHistory({ code, onClose }: { code: string; onClose: () => void }) {
  const t = useAdminT();
  const lang = useLanguage();
  const history = useCurrencyHistory(code);
  let body;
  if (history.isPending) body = <Skeleton className="h-32 w-full" />;
  else if (history.isError)
    body = (
      <QueryError
        title={t('money.currencies.historyFailed')}
        body={history.error.message}
        onRetry={() => void history.refetch()}
        variant="secondary"
      />
    );
  else if (history.data.list.length === 0)
    body = <EmptyState title={t('money.currencies.historyEmpty')} />;
  else
    body = (
      <ol className="flex flex-col divide-y divide-stone-200">
        {history.data.list.map((change) => (
          <li key={change.id} className="flex flex-col gap-0.5 py-2">
            <span className="font-semibold tabular-nums text-stone-900">
              {change.rate_before === null
                ? t('money.currencies.historyCreated', { after: change.rate_after })
                : t('money.currencies.historyChange', {
                    before: change.rate_before,
                    after: change.rate_after,
                  })}
            </span>
            <span className="text-sm text-stone-600">
              {t('money.currencies.historyBy', {
                date: formatDateTime(change.created_at, lang),
                email: change.actor.email,
              })}
            </span>
          </li>
        ))}
      </ol>
    );
  return (
    <EditDrawer open title={t('money.currencies.historyTitle', { code })} onClose={onClose}>
      {body}
    </EditDrawer>
  );
}
