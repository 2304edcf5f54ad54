import type { ReactNode } from 'react';
import type { LedgerAccount } from '@mall/contract/ledger';
import { amountToCents } from '@mall/contract/money';
import { QueryError } from '../../../../components/query-error';
import { Button } from '../../../../components/ui/button';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useLanguage } from '../../../../lib/i18n';
import { AdminPageHeader } from '../../components/admin-page-header';
import { NoPermission } from '../../components/no-permission';
import { isForbidden } from '../../errors';
import { useAdminT } from '../../i18n/admin-i18n';
import { useReconciliation } from '../api/get-reconciliation';
import { formatDateTime, usd } from '../format';

/** The ledger's kinds of account in the contract's order (written out: no zod in the bundle). */
const ACCOUNT_ORDER = {
  balance: 0,
  frozen: 1,
  merchant: 2,
  escrow: 3,
  commission: 4,
} satisfies Record<LedgerAccount, number>;
const ACCOUNTS = Object.keys(ACCOUNT_ORDER) as LedgerAccount[];

function Card({ label, hint, children }: { label: string; hint?: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-stone-200 bg-white p-4">
      <span className="text-sm font-medium text-stone-600">{label}</span>
      <span className="text-2xl font-bold text-stone-900 tabular-nums">{children}</span>
      {hint ? <span className="text-xs text-stone-600">{hint}</span> : null}
    </div>
  );
}

/**
 * #/admin/reconciliation: money in, money out, what the accounts hold and the difference, with
 * a clear "Balanced" or "Off by …", every kind of account's balance and the drifted accounts.
 */
export function ReconciliationPage() {
  const t = useAdminT();
  const lang = useLanguage();
  const query = useReconciliation();
  if (isForbidden(query.error)) return <NoPermission />;
  const books = query.data;
  const balanced = books !== undefined && amountToCents(books.difference) === 0;

  let body: ReactNode;
  if (query.isPending) body = <Skeleton className="h-64 w-full" />;
  else if (query.isError)
    body = (
      <QueryError
        title={t('money.reconciliation.loadFailed')}
        body={query.error.message}
        onRetry={() => void query.refetch()}
        variant="secondary"
      />
    );
  else if (books)
    body = (
      <div className="flex flex-col gap-4">
        <p
          role="status"
          className={`rounded-lg px-4 py-3 text-lg font-bold ${
            balanced ? 'bg-emerald-100 text-emerald-900' : 'bg-red-100 text-red-900'
          }`}
        >
          {balanced
            ? t('money.reconciliation.balanced')
            : t('money.reconciliation.off', { amount: usd(books.difference) })}
        </p>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <Card
            label={t('money.reconciliation.moneyIn')}
            hint={t('money.reconciliation.moneyInHint')}
          >
            {usd(books.money_in)}
          </Card>
          <Card
            label={t('money.reconciliation.moneyOut')}
            hint={t('money.reconciliation.moneyOutHint')}
          >
            {usd(books.money_out)}
          </Card>
          <Card
            label={t('money.reconciliation.accountsTotal')}
            hint={t('money.reconciliation.accountsTotalHint')}
          >
            {usd(books.accounts_total)}
          </Card>
          <Card label={t('money.reconciliation.difference')}>{usd(books.difference)}</Card>
        </div>
        <section className="rounded-lg border border-stone-200 bg-white p-4">
          <h2 className="mb-2 text-base font-semibold text-stone-900">
            {t('money.reconciliation.accounts')}
          </h2>
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
            {ACCOUNTS.map((kind) => (
              <div key={kind} className="contents">
                <dt className="text-stone-700">{t(`money.reconciliation.account.${kind}`)}</dt>
                <dd className="text-end font-semibold text-stone-900 tabular-nums">
                  {usd(books.accounts[kind])}
                </dd>
              </div>
            ))}
          </dl>
        </section>
        <section
          className={`rounded-lg border p-4 ${
            books.drifted_accounts === 0 ? 'border-stone-200 bg-white' : 'border-red-300 bg-red-50'
          }`}
        >
          <h2 className="text-base font-semibold text-stone-900">
            {t('money.reconciliation.drifted')}: {books.drifted_accounts}
          </h2>
          <p className="text-sm text-stone-700">
            {books.drifted_accounts === 0
              ? t('money.reconciliation.driftedNone')
              : t('money.reconciliation.driftedSome', { count: books.drifted_accounts })}
          </p>
        </section>
      </div>
    );

  return (
    <>
      <AdminPageHeader
        title={t('money.reconciliation.title')}
        description={t('money.reconciliation.intro')}
        actions={
          <>
            {books ? (
              <span className="text-sm text-stone-600">
                {t('money.reconciliation.checkedAt', {
                  time: formatDateTime(books.checked_at, lang),
                })}
              </span>
            ) : null}
            <Button
              variant="secondary"
              disabled={query.isFetching}
              onClick={() => void query.refetch()}
            >
              {t('money.reconciliation.refresh')}
            </Button>
          </>
        }
      />
      {body}
    </>
  );
}
