import { useState } from 'react';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import type { AdminDepositWallet } from '@mall/contract/deposit-wallet';
import { Button } from '../../../../components/ui/button';
import { showToast } from '../../../../lib/toast';
import { AdminPageHeader } from '../../components/admin-page-header';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { NoPermission } from '../../components/no-permission';
import { isForbidden } from '../../errors';
import { useAdminT } from '../../i18n/admin-i18n';
import { AdminTable } from '../../table/admin-table';
import { useTableState } from '../../table/use-table-state';
import { useDepositWallets } from '../api/get-deposit-wallets';
import { useRemoveDepositWallet } from '../api/remove-deposit-wallet';
import { reasonOf } from '../format';
import { DepositWalletForm } from './deposit-wallet-form';
import { ListedBadge } from './listed-badge';

const column = createColumnHelper<AdminDepositWallet>();

/**
 * #/admin/deposit-wallets: the platform's deposit addresses; add, edit, disable, and remove
 * one that no record names (the server refuses the others: disable them instead).
 */
export function DepositWalletsPage() {
  const t = useAdminT();
  const table = useTableState({});
  const query = useDepositWallets();
  const remove = useRemoveDepositWallet();
  const [editing, setEditing] = useState<AdminDepositWallet | null | undefined>(undefined);
  const [removing, setRemoving] = useState<AdminDepositWallet | null>(null);
  const list = query.data?.list;
  const nextSort = Math.max(0, ...(list ?? []).map((w) => w.sort)) + 1;

  if (isForbidden(query.error)) return <NoPermission />;

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.code, {
      onSuccess: ({ code }) => {
        showToast(t('money.wallets.removed', { code }), 'success');
        setRemoving(null);
      },
      onError: (error) => {
        showToast(reasonOf(error));
        setRemoving(null);
      },
    });
  };

  const columns = [
    column.accessor('code', {
      header: t('money.wallets.code'),
      enableSorting: false,
      cell: ({ getValue }) => <span className="font-semibold">{getValue()}</span>,
    }),
    column.accessor('name', { header: t('money.wallets.name'), enableSorting: false }),
    column.accessor('network', { header: t('money.wallets.network'), enableSorting: false }),
    column.accessor('address', {
      header: t('money.wallets.address'),
      enableSorting: false,
      meta: { className: 'font-mono text-xs break-all max-w-64' },
    }),
    column.accessor('enabled', {
      header: t('money.wallets.status'),
      enableSorting: false,
      cell: ({ getValue }) => <ListedBadge listed={getValue()} />,
    }),
    column.accessor('sort', {
      header: t('money.wallets.sort'),
      enableSorting: false,
      meta: { align: 'end' },
    }),
    column.accessor('records', {
      header: t('money.wallets.records'),
      enableSorting: false,
      meta: { align: 'end' },
    }),
    column.display({
      id: 'actions',
      header: t('money.wallets.actions'),
      cell: ({ row }) => {
        const wallet = row.original;
        return (
          <div className="flex flex-wrap items-center gap-1">
            <Button
              variant="secondary"
              className="min-h-9 px-3"
              aria-label={t('money.wallets.editOf', { code: wallet.code })}
              onClick={() => setEditing(wallet)}
            >
              {t('money.edit')}
            </Button>
            {wallet.records > 0 ? (
              <span className="text-xs text-stone-600">
                {t('money.wallets.inUse', { count: wallet.records })}
              </span>
            ) : (
              <Button
                variant="ghost"
                className="min-h-9 px-3 text-red-800"
                aria-label={t('money.wallets.removeOf', { code: wallet.code })}
                onClick={() => setRemoving(wallet)}
              >
                {t('money.wallets.remove')}
              </Button>
            )}
          </div>
        );
      },
    }),
  ] as ColumnDef<AdminDepositWallet, never>[];

  return (
    <>
      <AdminPageHeader
        title={t('money.wallets.title')}
        description={t('money.wallets.intro')}
        actions={<Button onClick={() => setEditing(null)}>{t('money.wallets.new')}</Button>}
      />
      <AdminTable
        columns={columns}
        query={{ ...query, data: list ? { list, total: list.length } : undefined }}
        state={table}
        rowId={(wallet) => wallet.code}
        caption={t('money.wallets.title')}
        empty={{ title: t('money.wallets.empty') }}
      />
      {editing !== undefined ? (
        <DepositWalletForm
          key={editing?.code ?? 'new'}
          wallet={editing}
          nextSort={nextSort}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={t('money.wallets.removeTitle', { code: removing?.code ?? '' })}
        confirmLabel={t('money.wallets.remove')}
        danger
        pending={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      >
        {t('money.wallets.removeBody')}
      </ConfirmDialog>
    </>
  );
}
