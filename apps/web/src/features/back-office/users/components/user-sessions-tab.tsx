import type { UserSession } from '@mall/contract/admin-users';
import { QueryError } from '../../../../components/query-error';
import { DataTable, type DataColumn } from '../../../../components/ui/data-table';
import { formatDateTime } from '../../format';
import { useLanguage } from '../../../../lib/i18n';
import { useAdminT } from '../../i18n/admin-i18n';
import { useUserSessions } from '../api/get-user-sessions';

/** The user's latest logins: when, from where, and whether each still works. */
export function UserSessionsTab({ userId }: { userId: number }) {
  const t = useAdminT();
  const lang = useLanguage();
  const query = useUserSessions(userId);
  if (query.isError)
    return (
      <QueryError
        title={t('shell.table.loadFailed')}
        body={query.error.message}
        onRetry={query.refetch}
        variant="secondary"
      />
    );
  const state = (session: UserSession) => {
    if (session.live)
      return <span className="font-semibold text-emerald-800">{t('users.sessions.live')}</span>;
    if (session.ended_at)
      return t('users.sessions.endedAt', { time: formatDateTime(session.ended_at, lang) });
    return t('users.sessions.expired');
  };
  const columns: DataColumn<UserSession>[] = [
    { header: t('users.sessions.state'), cell: state },
    { header: t('users.sessions.created'), cell: (s) => formatDateTime(s.created_at, lang) },
    { header: t('users.sessions.lastSeen'), cell: (s) => formatDateTime(s.last_seen_at, lang) },
    { header: t('users.sessions.ip'), className: 'font-mono text-xs', cell: (s) => s.ip || '—' },
    {
      header: t('users.sessions.userAgent'),
      className: 'max-w-80 break-words text-xs',
      cell: (s) => s.user_agent || '—',
    },
  ];
  return (
    <DataTable
      pending={query.isPending}
      columns={columns}
      rows={query.data?.list ?? []}
      rowKey={(s) => s.id}
      caption={t('users.tabs.sessions')}
      emptyTitle={t('users.sessions.empty')}
    />
  );
}
