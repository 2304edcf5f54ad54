import type { Setting } from '@mall/contract/settings';
import {
  SETTING_FIELDS,
  SETTING_GROUPS,
  SETTING_KEYS,
  isSettingKey,
} from '@mall/contract/setting-keys';
import { QueryError } from '../../../../components/query-error';
import { Skeleton } from '../../../../components/ui/skeleton';
import { AdminPageHeader } from '../../components/admin-page-header';
import { NoPermission } from '../../components/no-permission';
import { isForbidden } from '../../errors';
import { useAdminT } from '../../i18n/admin-i18n';
import { useSettings } from '../api/get-settings';
import { SettingFieldRow } from './setting-field';

/**
 * #/admin/settings: one section per group of the settings registry, each setting with its
 * translated label and description, an input of its kind and its own Save. Keys the table
 * holds that the registry does not know are listed read-only at the end.
 */
export function SettingsPage() {
  const t = useAdminT();
  const query = useSettings();
  if (isForbidden(query.error)) return <NoPermission />;

  let body;
  if (query.isPending) body = <Skeleton className="h-96 w-full" />;
  else if (query.isError)
    body = (
      <QueryError
        title={t('settings.loadFailed')}
        body={query.error.message}
        onRetry={() => void query.refetch()}
        variant="secondary"
      />
    );
  else {
    const stored = new Map(query.data.list.map((item) => [item.key, item.value]));
    const others: Setting[] = query.data.list.filter((item) => !isSettingKey(item.key));
    body = (
      <div className="flex flex-col gap-4">
        {SETTING_GROUPS.map((group) => (
          <section
            key={group}
            aria-labelledby={`settings-${group}`}
            className="rounded-lg border border-stone-200 bg-white px-4 py-2"
          >
            <h2 id={`settings-${group}`} className="py-2 text-base font-semibold text-stone-900">
              {t(`settings.groups.${group}`)}
            </h2>
            {SETTING_KEYS.filter((key) => SETTING_FIELDS[key].group === group).map((key) => (
              <SettingFieldRow key={key} settingKey={key} stored={stored.get(key) ?? null} />
            ))}
          </section>
        ))}
        {others.length > 0 ? (
          <section
            aria-labelledby="settings-other"
            className="rounded-lg border border-stone-200 bg-white px-4 py-2"
          >
            <h2 id="settings-other" className="py-2 text-base font-semibold text-stone-900">
              {t('settings.groups.other')}
            </h2>
            <p className="text-sm text-stone-600">{t('settings.otherBody')}</p>
            <dl className="flex flex-col gap-2 py-2 text-sm">
              {others.map((item) => (
                <div key={item.key}>
                  <dt className="font-mono font-semibold text-stone-800">{item.key}</dt>
                  <dd className="font-mono break-all text-stone-700">
                    {JSON.stringify(item.value)}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null}
      </div>
    );
  }

  return (
    <>
      <AdminPageHeader title={t('settings.title')} description={t('settings.intro')} />
      {body}
    </>
  );
}
