import { useId, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import { useRecords } from '../api/get-records';
import { useTransactions, type TransactionFilter } from '../api/get-transactions';
import { RecallButton } from './recall-button';
import { RecordList } from './record-list';

/** Top-ups and bank top-ups with their review state and certificate. */
export function TopUpHistory({ rechargePath }: { rechargePath: string }) {
  const t = useT();
  return (
    <RecordList
      query={useRecords('recharge')}
      label={t('wallet.tabs.history')}
      empty={{
        title: t('wallet.emptyTopUps'),
        body: t('wallet.emptyTopUpsBody'),
        action: (
          <Link to={rechargePath} className={buttonClass('primary')}>
            {t('wallet.tabs.recharge')}
          </Link>
        ),
      }}
    />
  );
}

/** Withdrawal requests; a pending one can be recalled. */
export function WithdrawalList({ withdrawPath }: { withdrawPath: string }) {
  const t = useT();
  return (
    <RecordList
      query={useRecords('withdraw')}
      label={t('wallet.tabs.withdrawals')}
      empty={{
        title: t('wallet.emptyWithdrawals'),
        body: t('wallet.emptyWithdrawalsBody'),
        action: (
          <Link to={withdrawPath} className={buttonClass('primary')}>
            {t('wallet.tabs.withdraw')}
          </Link>
        ),
      }}
      actionFor={(record) => (record.state === 'pending' ? <RecallButton record={record} /> : null)}
    />
  );
}

const FILTERS: readonly TransactionFilter[] = ['', 'income', 'expense'];

/** Every movement of the wallet, filtered by money in or out. */
export function TransactionList() {
  const t = useT();
  const [type, setType] = useState<TransactionFilter>('');
  const name = useId();
  const query = useTransactions(type);
  const label = (f: TransactionFilter) =>
    f === 'income'
      ? t('wallet.filterIncome')
      : f === 'expense'
        ? t('wallet.filterExpense')
        : t('wallet.filterAll');
  return (
    <div className="flex flex-col gap-3">
      <fieldset>
        <legend className="sr-only">{t('wallet.filterLabel')}</legend>
        <div className="inline-flex rounded-lg border border-stone-300 bg-white p-1">
          {FILTERS.map((f) => (
            <label
              key={f || 'all'}
              className={`flex min-h-9 cursor-pointer items-center rounded-md px-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent ${
                type === f
                  ? 'bg-stone-900 font-semibold text-white'
                  : 'text-stone-700 hover:bg-stone-100'
              }`}
            >
              <input
                type="radio"
                name={name}
                className="sr-only"
                checked={type === f}
                onChange={() => setType(f)}
              />
              {label(f)}
            </label>
          ))}
        </div>
      </fieldset>
      <RecordList
        query={query}
        label={t('wallet.tabs.transactions')}
        empty={{ title: t('wallet.emptyTransactions'), body: t('wallet.emptyTransactionsBody') }}
      />
    </div>
  );
}
