import { useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import type { StaffMember } from '@mall/contract/staff-accounts';
import { Button } from '../../../../components/ui/button';
import { formatDateTime } from '../../format';
import { useLanguage } from '../../../../lib/i18n';
import { showToast } from '../../../../lib/toast';
import { AdminPageHeader } from '../../components/admin-page-header';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { NoPermission } from '../../components/no-permission';
import { isForbidden } from '../../errors';
import { useAdminT } from '../../i18n/admin-i18n';
import { useStaffMe } from '../../shell/api/get-staff-me';
import { AdminTable } from '../../table/admin-table';
import { useTableState } from '../../table/use-table-state';
import { useRemoveStaff } from '../api/remove-staff';
import { useStaff } from '../api/get-staff';
import { staffRefusal } from '../staff-refusal';
import { StaffForm } from './staff-form';

const column = createColumnHelper<StaffMember>();

/**
 * /admin/staff (the owner's): the staff members with their roles and last login; add one or
 * change their roles in a drawer, remove one after a confirm (their sessions end).
 */
export function StaffPage() {
  const t = useAdminT();
  const lang = useLanguage();
  const table = useTableState({});
  const query = useStaff(table.params);
  const me = useStaffMe();
  const remove = useRemoveStaff();
  const [editing, setEditing] = useState<{ member: StaffMember | null } | null>(null);
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  if (query.isError && isForbidden(query.error)) return <NoPermission />;
  const myId = me.data?.id;

  const confirmRemove = () => {
    if (!removing) return;
    const member = removing;
    remove.mutate(member.id, {
      onSuccess: () => showToast(t('staff.removed', { email: member.email }), 'success'),
      onError: (error) => {
        const refusal = staffRefusal(error);
        showToast(refusal.message ? t(refusal.message) : refusal.text);
      },
      onSettled: () => setRemoving(null),
    });
  };

  const columns = [
    column.accessor('email', {
      header: t('staff.columns.member'),
      enableSorting: false,
      cell: ({ row }) => (
        <div className="min-w-40">
          <span className="font-semibold text-stone-900">{row.original.email}</span>
          {row.original.id === myId ? (
            <span className="ms-1 text-xs text-stone-600">{t('staff.you')}</span>
          ) : null}
          <div className="text-xs text-stone-600">
            {[row.original.firstname, row.original.lastname].filter(Boolean).join(' ')}
          </div>
        </div>
      ),
    }),
    column.accessor('roles', {
      header: t('staff.columns.roles'),
      enableSorting: false,
      cell: ({ getValue }) => (
        <span className="flex flex-wrap gap-1">
          {getValue().map((role) => (
            <span key={role} className="rounded bg-stone-100 px-1.5 py-0.5 text-xs text-stone-800">
              {t(`shell.roles.${role}`)}
            </span>
          ))}
        </span>
      ),
    }),
    column.accessor('status', {
      header: t('staff.columns.status'),
      enableSorting: false,
      cell: ({ getValue }) =>
        getValue() === 'active' ? t('staff.status.active') : t('staff.status.disabled'),
    }),
    column.accessor('last_login_at', {
      header: t('staff.columns.lastLogin'),
      enableSorting: false,
      cell: ({ getValue }) => {
        const value = getValue();
        return value ? formatDateTime(value, lang) : t('staff.never');
      },
    }),
    column.display({
      id: 'actions',
      header: () => <span className="sr-only">{t('staff.columns.actions')}</span>,
      cell: ({ row }) => (
        <div className="flex flex-wrap justify-end gap-1">
          <Button
            variant="secondary"
            className="min-h-9 px-3"
            onClick={() => setEditing({ member: row.original })}
            aria-label={t('staff.editRolesOf', { email: row.original.email })}
          >
            {t('staff.editRoles')}
          </Button>
          {row.original.id === myId ? null : (
            <Button
              variant="secondary"
              className="min-h-9 px-3 text-red-800"
              onClick={() => setRemoving(row.original)}
              aria-label={t('staff.removeOf', { email: row.original.email })}
            >
              {t('staff.remove')}
            </Button>
          )}
        </div>
      ),
    }),
  ];

  return (
    <>
      <AdminPageHeader
        title={t('staff.title')}
        description={t('staff.intro')}
        actions={<Button onClick={() => setEditing({ member: null })}>{t('staff.add')}</Button>}
      />
      <AdminTable
        columns={columns as never}
        query={query}
        state={table}
        rowId={(member: StaffMember) => String(member.id)}
        caption={t('staff.title')}
        empty={{ title: t('staff.empty') }}
      />
      <StaffForm
        open={editing !== null}
        member={editing?.member ?? null}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t('staff.removeTitle', { email: removing?.email ?? '' })}
        confirmLabel={t('staff.remove')}
        danger
        pending={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      >
        {t('staff.removeEffect')}
      </ConfirmDialog>
    </>
  );
}
