import { POLICY_KEYS, type PolicyKey } from '@mall/contract/content-admin';
import { LANGUAGE_TAGS } from '@mall/contract/locales';
import { QueryError } from '../../../../components/query-error';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useLanguage } from '../../../../lib/i18n';
import { AdminPageHeader } from '../../components/admin-page-header';
import { NoPermission } from '../../components/no-permission';
import { isForbidden } from '../../errors';
import { useAdminT } from '../../i18n/admin-i18n';
import { useUrlState } from '../../table/use-url-state';
import { usePolicies } from '../api/get-policies';
import { ContentTabs } from './content-tabs';
import { formatWhen } from './date-time';
import { PolicyForm } from './policy-form';

/** /admin/policies?key=: the six policies, each in every language (title and rich text). */
export function PoliciesPage() {
  const t = useAdminT();
  const locale = LANGUAGE_TAGS[useLanguage()];
  const url = useUrlState({ key: 'terms' });
  const key: PolicyKey = (POLICY_KEYS as readonly string[]).includes(url.values.key)
    ? (url.values.key as PolicyKey)
    : 'terms';
  const query = usePolicies();
  if (query.isError && isForbidden(query.error)) return <NoPermission />;
  const policy = query.data?.list.find((item) => item.key === key);
  return (
    <>
      <AdminPageHeader
        title={t('content.policies.title')}
        description={t('content.policies.intro')}
      />
      <ContentTabs />
      <div className="flex flex-col gap-4 md:flex-row">
        <nav aria-label={t('content.policies.choose')} className="md:w-56">
          <ul className="flex flex-wrap gap-1 md:flex-col">
            {POLICY_KEYS.map((item) => (
              <li key={item}>
                <button
                  type="button"
                  aria-current={item === key ? 'page' : undefined}
                  onClick={() => url.set({ key: item })}
                  className={`min-h-11 w-full rounded-lg px-3 text-start text-sm ${
                    item === key
                      ? 'bg-stone-200 font-semibold text-stone-900'
                      : 'text-stone-700 hover:bg-stone-100'
                  }`}
                >
                  {t(`content.policies.keys.${item}`)}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 flex-1">
          {query.isPending ? (
            <div className="flex flex-col gap-3" aria-busy="true">
              <Skeleton className="h-11 w-full" />
              <Skeleton className="h-64 w-full" />
            </div>
          ) : query.isError || !policy ? (
            <QueryError
              title={t('content.loadFailed')}
              body={query.error?.message}
              onRetry={() => void query.refetch()}
            />
          ) : (
            <>
              <h2 className="mb-1 text-base font-semibold text-stone-900">
                {t(`content.policies.keys.${key}`)}
              </h2>
              <p className="mb-3 text-xs text-stone-600">
                {policy.updated_at
                  ? t('content.policies.updatedAt', { when: formatWhen(policy.updated_at, locale) })
                  : t('content.policies.neverWritten')}
              </p>
              <PolicyForm key={`${key}-${policy.updated_at ?? ''}`} policy={policy} />
            </>
          )}
        </div>
      </div>
    </>
  );
}
