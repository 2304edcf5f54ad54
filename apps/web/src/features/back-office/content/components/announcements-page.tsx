import { useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import type { AdminAnnouncement } from '@mall/contract/content-admin';
import { LANGUAGE_TAGS } from '@mall/contract/locales';
import { Button } from '../../../../components/ui/button';
import { useLanguage } from '../../../../lib/i18n';
import { showToast } from '../../../../lib/toast';
import { AdminPageHeader } from '../../components/admin-page-header';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { NoPermission } from '../../components/no-permission';
import { isForbidden } from '../../errors';
import { useAdminT } from '../../i18n/admin-i18n';
import { AdminTable } from '../../table/admin-table';
import { useTableState } from '../../table/use-table-state';
import { useAnnouncements } from '../api/get-announcements';
import { useRemoveAnnouncement } from '../api/remove-announcement';
import { AnnouncementForm } from './announcement-form';
import { ContentTabs } from './content-tabs';
import { formatWhen } from './date-time';

const column = createColumnHelper<AdminAnnouncement>();

/** /admin/announcements: what buyers read in the system announcements, newest first. */
export function AnnouncementsPage() {
  const t = useAdminT();
  const locale = LANGUAGE_TAGS[useLanguage()];
  const table = useTableState({});
  const query = useAnnouncements(table.params);
  const remove = useRemoveAnnouncement();
  const [editing, setEditing] = useState<AdminAnnouncement | 'new' | null>(null);
  const [removing, setRemoving] = useState<AdminAnnouncement | null>(null);
  if (query.isError && isForbidden(query.error)) return <NoPermission />;

  const columns = [
    column.accessor('title_en', {
      header: t('content.announcements.announcementTitle'),
      enableSorting: false,
      cell: ({ row }) => (
        <button
          type="button"
          onClick={() => setEditing(row.original)}
          className="text-start font-medium text-accent-strong underline-offset-2 hover:underline"
        >
          {row.original.title_en}
        </button>
      ),
    }),
    column.accessor('content_en', {
      header: t('content.announcements.content'),
      enableSorting: false,
      cell: ({ getValue }) => (
        <span className="line-clamp-2 max-w-md text-stone-700">{getValue()}</span>
      ),
    }),
    column.accessor('created_at', {
      header: t('content.announcements.createdAt'),
      enableSorting: false,
      cell: ({ getValue }) => formatWhen(getValue(), locale),
    }),
    column.display({
      id: 'actions',
      header: '',
      cell: ({ row }) => (
        <Button
          variant="ghost"
          onClick={() => setRemoving(row.original)}
          aria-label={t('content.announcements.removeOne', { title: row.original.title_en })}
        >
          {t('content.form.remove')}
        </Button>
      ),
    }),
  ];

  return (
    <>
      <AdminPageHeader
        title={t('content.announcements.title')}
        description={t('content.announcements.intro')}
        actions={
          <Button onClick={() => setEditing('new')}>{t('content.announcements.new')}</Button>
        }
      />
      <ContentTabs />
      <AdminTable
        columns={columns as never}
        query={query}
        state={table}
        rowId={(item: AdminAnnouncement) => String(item.id)}
        caption={t('content.announcements.title')}
        empty={{ title: t('content.announcements.empty') }}
      />
      {editing ? (
        <AnnouncementForm
          announcement={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={t('content.announcements.removeTitle')}
        confirmLabel={t('content.form.remove')}
        danger
        pending={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => {
              showToast(t('content.announcements.removed'), 'success');
              setRemoving(null);
            },
          })
        }
      >
        {t('content.announcements.removeBody', { title: removing?.title_en ?? '' })}
      </ConfirmDialog>
    </>
  );
}
