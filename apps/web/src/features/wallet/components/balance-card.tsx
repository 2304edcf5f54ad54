import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';
import { useBalance } from '../api/get-balance';
import { DualMoney } from './dual-money';

export interface BalanceCardProps {
  /** Buttons to the wallet's actions (the dashboard links there; the wallet page has its own). */
  links?: boolean;
}

/** The balance and the frozen amount (pending withdrawals), in the chosen currency and in USD. */
export function BalanceCard({ links }: BalanceCardProps) {
  const t = useT();
  const { data, isPending, isError, refetch } = useBalance();
  return (
    <section
      aria-labelledby="balance-title"
      className="rounded-xl bg-stone-900 p-4 text-white md:p-6"
    >
      <h2 id="balance-title" className="text-sm font-medium text-stone-300">
        {t('wallet.balance')}
      </h2>
      {isPending ? (
        <div className="mt-2 flex flex-col gap-2" aria-busy="true">
          <Skeleton className="h-9 w-48 bg-stone-700" />
          <Skeleton className="h-5 w-32 bg-stone-700" />
        </div>
      ) : isError ? (
        <div className="mt-2 flex items-center gap-3">
          <p className="text-sm text-stone-200">{t('wallet.balanceFailed')}</p>
          <button
            type="button"
            onClick={() => void refetch()}
            className="min-h-11 rounded-lg bg-white/10 px-3 text-sm font-semibold hover:bg-white/20"
          >
            {t('app.retry')}
          </button>
        </div>
      ) : (
        <dl className="mt-1 flex flex-wrap items-end justify-between gap-4">
          <div>
            <dt className="sr-only">{t('wallet.available')}</dt>
            <dd data-testid="wallet-balance">
              <DualMoney
                value={data.balance}
                stacked
                className="text-3xl font-bold tabular-nums"
                baseClassName="text-stone-300"
              />
            </dd>
          </div>
          <div className="text-end">
            <dt className="text-xs text-stone-300">{t('wallet.frozen')}</dt>
            <dd data-testid="wallet-frozen">
              <DualMoney
                value={data.frozen}
                stacked
                className="text-lg font-semibold tabular-nums"
                baseClassName="text-stone-300"
              />
            </dd>
          </div>
        </dl>
      )}
      {links ? (
        <div className="mt-4 flex flex-wrap gap-2">
          <Link
            to="/pages/mine/wallet?tab=recharge"
            className="inline-flex min-h-11 items-center rounded-lg bg-accent px-4 text-sm font-semibold text-white hover:bg-accent-strong"
          >
            {t('wallet.tabs.recharge')}
          </Link>
          <Link
            to="/pages/mine/wallet?tab=withdraw"
            className="inline-flex min-h-11 items-center rounded-lg bg-white/10 px-4 text-sm font-semibold text-white hover:bg-white/20"
          >
            {t('wallet.tabs.withdraw')}
          </Link>
          <Link
            to="/pages/mine/wallet?tab=transactions"
            className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-stone-200 underline hover:text-white"
          >
            {t('wallet.tabs.transactions')}
          </Link>
        </div>
      ) : null}
    </section>
  );
}
