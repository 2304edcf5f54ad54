import { useState } from 'react';
import { Link } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import type { UserRow } from '@mall/contract/admin-users';
import { Button } from '../../../../components/ui/button';
import { SelectField } from '../../../../components/ui/select-field';
import { formatDate } from '../../../../lib/format';
import { formatDateTime } from '../../format';
import { useLanguage } from '../../../../lib/i18n';
import { formatMoney, USD } from '../../../../lib/money';
import { AdminPageHeader } from '../../components/admin-page-header';
import { FilterBar } from '../../components/filter-bar';
import { NoPermission } from '../../components/no-permission';
import { isForbidden } from '../../errors';
import { useAdminT } from '../../i18n/admin-i18n';
import { AdminTable } from '../../table/admin-table';
import { SearchBox } from '../../table/search-box';
import { useTableState } from '../../table/use-table-state';
import { getUsers, useUsers } from '../api/get-users';
import { BulkStatusDialog, type BulkRequest } from './bulk-status-dialog';
import { RoleList, UserStatusLabel } from './user-labels';

const column = createColumnHelper<UserRow>();

/**
 * /admin/users: find a user by email or name, filter by status, sort, page (all in the URL);
 * disable or enable the rows chosen; export the filtered list as CSV.
 */
export function UsersPage() {
  const t = useAdminT();
  const lang = useLanguage();
  const table = useTableState({ q: '', status: '' }, { sort: 'created_at', order: 'desc' });
  const query = useUsers(table.params);
  const [bulk, setBulk] = useState<BulkRequest | null>(null);
  if (query.isError && isForbidden(query.error)) return <NoPermission />;

  const columns = [
    column.accessor('email', {
      header: t('users.columns.user'),
      enableSorting: true,
      cell: ({ row }) => (
        <div className="min-w-40">
          <Link
            to={`/admin/users/${row.original.id}`}
            className="font-semibold text-stone-900 underline-offset-2 hover:underline"
          >
            {row.original.email}
          </Link>
          <div className="text-xs text-stone-600">
            {[row.original.firstname, row.original.lastname].filter(Boolean).join(' ')}
          </div>
        </div>
      ),
    }),
    column.accessor('id', {
      header: t('users.columns.id'),
      enableSorting: true,
      meta: { align: 'end' },
    }),
    column.accessor('status', {
      header: t('users.columns.status'),
      enableSorting: false,
      cell: ({ getValue }) => <UserStatusLabel status={getValue()} />,
    }),
    column.accessor('roles', {
      header: t('users.columns.roles'),
      enableSorting: false,
      cell: ({ getValue }) => <RoleList roles={getValue()} />,
    }),
    column.accessor('shop', {
      header: t('users.columns.shop'),
      enableSorting: false,
      cell: ({ getValue }) => getValue()?.name ?? <span className="text-stone-500">—</span>,
    }),
    column.accessor('balance', {
      header: t('users.columns.balance'),
      enableSorting: false,
      meta: { align: 'end' },
      cell: ({ getValue }) => formatMoney(getValue(), 'amount', USD),
    }),
    column.accessor('created_at', {
      header: t('users.columns.createdAt'),
      enableSorting: true,
      cell: ({ getValue }) => formatDate(getValue(), lang),
    }),
    column.accessor('last_login_at', {
      header: t('users.columns.lastLogin'),
      enableSorting: true,
      cell: ({ getValue }) => {
        const value = getValue();
        return value ? formatDateTime(value, lang) : t('users.never');
      },
    }),
  ];

  return (
    <>
      <AdminPageHeader title={t('users.title')} description={t('users.intro')} />
      <FilterBar onReset={table.reset}>
        <SearchBox
          value={table.filters.q}
          onSearch={(q) => table.set({ q })}
          label={t('users.search')}
          placeholder={t('users.searchPlaceholder')}
        />
        <SelectField
          stacked
          label={t('users.columns.status')}
          value={table.filters.status}
          onValueChange={(status) => table.set({ status })}
          options={[
            { value: '', label: t('shell.filters.all') },
            { value: 'active', label: t('users.status.active') },
            { value: 'disabled', label: t('users.status.disabled') },
          ]}
        />
      </FilterBar>
      <AdminTable
        columns={columns as never}
        query={query}
        state={table}
        rowId={(user: UserRow) => String(user.id)}
        caption={t('users.title')}
        empty={{
          title: t('users.empty'),
          body: table.filters.q || table.filters.status ? t('users.emptyFiltered') : undefined,
        }}
        bulkActions={(selected, clear) => (
          <>
            <Button
              variant="secondary"
              className="min-h-9 px-3"
              onClick={() => setBulk({ users: selected, disabled: true, clear })}
            >
              {t('users.bulk.disable')}
            </Button>
            <Button
              variant="secondary"
              className="min-h-9 px-3"
              onClick={() => setBulk({ users: selected, disabled: false, clear })}
            >
              {t('users.bulk.enable')}
            </Button>
          </>
        )}
        exportCsv={{
          name: 'users',
          columns: [
            { header: 'id', value: (u: UserRow) => u.id },
            { header: 'email', value: (u: UserRow) => u.email },
            { header: 'firstname', value: (u: UserRow) => u.firstname },
            { header: 'lastname', value: (u: UserRow) => u.lastname },
            { header: 'status', value: (u: UserRow) => u.status },
            { header: 'roles', value: (u: UserRow) => u.roles.join(' ') },
            { header: 'balance_usd', value: (u: UserRow) => u.balance.toFixed(2) },
            { header: 'shop', value: (u: UserRow) => u.shop?.name ?? '' },
            { header: 'created_at', value: (u: UserRow) => u.created_at },
            { header: 'last_login_at', value: (u: UserRow) => u.last_login_at ?? '' },
          ],
          fetchPage: (page, pagesize) => getUsers({ ...table.params, page, pagesize }),
        }}
      />
      <BulkStatusDialog request={bulk} onClose={() => setBulk(null)} />
    </>
  );
}
