import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { UserDetail } from '@mall/contract/admin-users';
import { QueryError } from '../../../../components/query-error';
import { EmptyStateLink } from '../../../../components/ui/empty-state-link';
import { Skeleton } from '../../../../components/ui/skeleton';
import { isNotFound } from '../../../../lib/api-error';
import { formatDateTime } from '../../format';
import { useLanguage } from '../../../../lib/i18n';
import { formatMoney, USD } from '../../../../lib/money';
import { AdminPageHeader } from '../../components/admin-page-header';
import { NoPermission } from '../../components/no-permission';
import { isForbidden } from '../../errors';
import { useAdminT } from '../../i18n/admin-i18n';
import { useStaffMe } from '../../shell/api/get-staff-me';
import { useUrlState } from '../../table/use-url-state';
import { useUserDetail } from '../api/get-user-detail';
import { RoleList, UserStatusLabel } from './user-labels';
import { UserLedgerTab } from './user-ledger-tab';
import { UserOrdersTab } from './user-orders-tab';
import { UserSessionsTab } from './user-sessions-tab';
import { UserStatusButton } from './user-status-button';

const TABS = ['orders', 'ledger', 'sessions'] as const;
type Tab = (typeof TABS)[number];

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className="rounded-lg border border-stone-200 bg-white p-4 text-sm text-stone-800"
    >
      <h2 className="mb-2 text-base font-semibold text-stone-900">{title}</h2>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-stone-600">{label}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ProfileCards({ detail }: { detail: UserDetail }) {
  const t = useAdminT();
  const lang = useLanguage();
  const { user, balances, shop } = detail;
  const usd = (value: number) => `${formatMoney(value, 'amount', USD)} USD`;
  return (
    <div className="mb-4 grid gap-3 md:grid-cols-3">
      <Card title={t('users.profile.title')}>
        <Facts
          rows={[
            [t('users.profile.email'), user.email],
            [t('users.profile.name'), [user.firstname, user.lastname].filter(Boolean).join(' ')],
            [t('users.profile.phone'), user.phone || '—'],
            [t('users.columns.status'), <UserStatusLabel key="s" status={user.status} />],
            [t('users.columns.roles'), <RoleList key="r" roles={user.roles} />],
            [t('users.columns.createdAt'), formatDateTime(user.created_at, lang)],
            [
              t('users.columns.lastLogin'),
              user.last_login_at ? formatDateTime(user.last_login_at, lang) : t('users.never'),
            ],
            [
              t('users.profile.inviteCode'),
              <span key="i" className="font-mono">
                {user.invite_code}
              </span>,
            ],
            [
              t('users.profile.invitedBy'),
              user.invited_by ? (
                <Link key="b" to={`/admin/users/${user.invited_by}`} className="underline">
                  #{user.invited_by}
                </Link>
              ) : (
                '—'
              ),
            ],
          ]}
        />
      </Card>
      <Card title={t('users.balances.title')}>
        <Facts
          rows={[
            [t('users.balances.balance'), usd(balances.balance)],
            [t('users.balances.frozen'), usd(balances.frozen)],
            [t('users.balances.merchant'), usd(balances.merchant)],
          ]}
        />
      </Card>
      <Card title={t('users.shop.title')}>
        {shop ? (
          <Facts
            rows={[
              [t('users.shop.name'), shop.name],
              [
                t('users.shop.status'),
                t(shop.status === 'approved' ? 'users.shop.open' : 'users.shop.suspended'),
              ],
              [t('users.shop.since'), formatDateTime(shop.created_at, lang)],
            ]}
          />
        ) : (
          <p className="text-stone-600">{t('users.shop.none')}</p>
        )}
      </Card>
    </div>
  );
}

function Tabs({ tab, onChange }: { tab: Tab; onChange: (tab: Tab) => void }) {
  const t = useAdminT();
  return (
    <div
      role="tablist"
      aria-label={t('users.tabs.label')}
      className="mb-3 flex gap-1 border-b border-stone-200"
    >
      {TABS.map((name) => (
        <button
          key={name}
          type="button"
          role="tab"
          id={`user-tab-${name}`}
          aria-selected={tab === name}
          aria-controls="user-tab-panel"
          onClick={() => onChange(name)}
          className={`-mb-px min-h-10 border-b-2 px-3 text-sm font-semibold ${
            tab === name
              ? 'border-stone-900 text-stone-900'
              : 'border-transparent text-stone-600 hover:text-stone-900'
          }`}
        >
          {t(`users.tabs.${name}`)}
        </button>
      ))}
    </div>
  );
}

/**
 * /admin/users/:id: what support needs about one user: profile, balances and shop, their
 * orders, wallet ledger and logins (tab and paging in the URL), and disable or enable.
 */
export function UserDetailPage() {
  const t = useAdminT();
  const params = useParams();
  const userId = Number(params.id);
  const valid = Number.isInteger(userId) && userId > 0;
  const query = useUserDetail(userId, valid);
  const me = useStaffMe();
  const url = useUrlState({ tab: 'orders', account: '' });
  const tab: Tab = (TABS as readonly string[]).includes(url.values.tab)
    ? (url.values.tab as Tab)
    : 'orders';
  const back = (
    <EmptyStateLink
      title={t('users.notFound')}
      to="/admin/users"
      label={t('users.backToList')}
      variant="secondary"
    />
  );
  if (!valid) return back;
  if (query.isError) {
    if (isForbidden(query.error)) return <NoPermission />;
    if (isNotFound(query.error)) return back;
    return (
      <QueryError
        title={t('users.loadFailed')}
        body={query.error.message}
        onRetry={query.refetch}
      />
    );
  }
  if (query.isPending)
    return (
      <div aria-busy="true" aria-label={t('shell.table.loading')} className="flex flex-col gap-3">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  const { user } = query.data;
  const canAudit = me.data?.permissions.includes('audit') === true;
  return (
    <>
      <AdminPageHeader
        title={user.email}
        description={t('users.detailIntro', { id: user.id })}
        actions={
          <>
            {canAudit ? (
              <Link
                to={`/admin/audit?record=${encodeURIComponent(`user:${user.id}`)}`}
                className="min-h-11 content-center px-2 text-sm underline"
              >
                {t('users.auditLink')}
              </Link>
            ) : null}
            <UserStatusButton user={user} />
          </>
        }
      />
      <ProfileCards detail={query.data} />
      <Tabs tab={tab} onChange={(next) => url.set({ tab: next, account: '' })} />
      <div role="tabpanel" id="user-tab-panel" aria-labelledby={`user-tab-${tab}`}>
        {tab === 'orders' ? <UserOrdersTab userId={user.id} /> : null}
        {tab === 'ledger' ? <UserLedgerTab userId={user.id} /> : null}
        {tab === 'sessions' ? <UserSessionsTab userId={user.id} /> : null}
      </div>
    </>
  );
}
