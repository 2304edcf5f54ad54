import { createColumnHelper } from '@tanstack/react-table';
import type { UserLedgerEntry } from '@mall/contract/admin-users';
import { SelectField } from '../../../../components/ui/select-field';
import { formatDateTime } from '../../format';
import { useLanguage } from '../../../../lib/i18n';
import { formatMoney, USD } from '../../../../lib/money';
import { FilterBar } from '../../components/filter-bar';
import { useAdminT } from '../../i18n/admin-i18n';
import { AdminTable } from '../../table/admin-table';
import { useTableState } from '../../table/use-table-state';
import { useUserLedger } from '../api/get-user-ledger';

const column = createColumnHelper<UserLedgerEntry>();

/** A signed USD amount: "+12.00" or "−3.50". */
function signed(amount: number): string {
  const text = formatMoney(Math.abs(amount), 'amount', USD);
  return amount < 0 ? `−${text}` : `+${text}`;
}

/** The user's wallet ledger: every movement on their accounts with the balance after it. */
export function UserLedgerTab({ userId }: { userId: number }) {
  const t = useAdminT();
  const lang = useLanguage();
  const table = useTableState({ account: '' });
  const query = useUserLedger(userId, table.params);
  const columns = [
    column.accessor('created_at', {
      header: t('users.ledger.time'),
      enableSorting: false,
      cell: ({ getValue }) => formatDateTime(getValue(), lang),
    }),
    column.accessor('account', {
      header: t('users.ledger.account'),
      enableSorting: false,
      cell: ({ getValue }) => t(`users.balances.${getValue()}`),
    }),
    column.accessor('kind', { header: t('users.ledger.kind'), enableSorting: false }),
    column.accessor('amount', {
      header: t('users.ledger.amount'),
      enableSorting: false,
      meta: { align: 'end' },
      cell: ({ getValue }) => (
        <span className={getValue() < 0 ? 'text-red-800' : 'text-emerald-800'}>
          {signed(getValue())}
        </span>
      ),
    }),
    column.accessor('balance_after', {
      header: t('users.ledger.balanceAfter'),
      enableSorting: false,
      meta: { align: 'end' },
      cell: ({ getValue }) => formatMoney(getValue(), 'amount', USD),
    }),
    column.accessor('reference', {
      header: t('users.ledger.reference'),
      enableSorting: false,
      meta: { className: 'font-mono text-xs' },
    }),
  ];
  return (
    <>
      <FilterBar>
        <SelectField
          stacked
          label={t('users.ledger.account')}
          value={table.filters.account}
          onValueChange={(account) => table.set({ account })}
          options={[
            { value: '', label: t('shell.filters.all') },
            { value: 'balance', label: t('users.balances.balance') },
            { value: 'frozen', label: t('users.balances.frozen') },
            { value: 'merchant', label: t('users.balances.merchant') },
          ]}
        />
      </FilterBar>
      <AdminTable
        columns={columns as never}
        query={query}
        state={table}
        rowId={(entry: UserLedgerEntry) => String(entry.id)}
        caption={t('users.tabs.ledger')}
        empty={{ title: t('users.ledger.empty') }}
      />
    </>
  );
}
