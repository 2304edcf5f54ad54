import { Link } from 'react-router';
import { PageFrame } from '../../../components/page-frame';
import { Skeleton } from '../../../components/ui/skeleton';
import { useUserInfo } from '../../../features/auth/api/get-user-info';
import { AccountSummary } from '../../../features/auth/components/account-summary';
import { AccountCounters } from '../../../features/profile/components/account-counters';
import { BalanceCard } from '../../../features/wallet/components/balance-card';
import { walletTabPath } from '../../../features/wallet/components/wallet-nav';
import { useT } from '../../../lib/i18n';
import { mediaUrl } from '../../../lib/media';
import { useSession } from '../../../lib/session';
import { MineMenu } from '../../layout/mine-menu';

/** /pages/mine/dashboard (the Mine tab): who is logged in, balance, counters, every account section. */
export function Component() {
  const { loggedIn } = useSession();
  return (
    <PageFrame>
      <div className="flex flex-col gap-4">
        {loggedIn ? <Overview /> : <AccountSummary />}
        <div className="md:hidden">
          <MineMenu />
        </div>
      </div>
    </PageFrame>
  );
}

function Overview() {
  const t = useT();
  const user = useUserInfo();
  const walletLinks = [
    { label: t('wallet.tabs.recharge'), to: walletTabPath('recharge') },
    { label: t('wallet.tabs.history'), to: walletTabPath('history') },
    { label: t('wallet.tabs.transactions'), to: walletTabPath('transactions') },
    { label: t('wallet.tabs.withdrawals'), to: walletTabPath('withdrawals') },
  ];
  return (
    <>
      <section
        aria-labelledby="dashboard-user"
        className="flex items-center gap-3 rounded-xl border border-stone-200 bg-white p-4"
      >
        {user?.avatar ? (
          <img src={mediaUrl(user.avatar)} alt="" className="size-14 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="grid size-14 place-items-center rounded-full bg-accent-soft text-xl font-bold text-accent"
          >
            {(user?.firstname ?? '?').slice(0, 1).toUpperCase()}
          </span>
        )}
        <div className="min-w-0 flex-1">
          {user ? (
            <>
              <h2 id="dashboard-user" className="truncate text-lg font-bold">
                {t('nav.hello', { name: user.firstname })}
              </h2>
              <p className="truncate text-sm text-stone-600">{user.email}</p>
            </>
          ) : (
            <>
              <h2 id="dashboard-user" className="sr-only">
                {t('app.loading')}
              </h2>
              <Skeleton className="h-6 w-40" />
              <Skeleton className="mt-1 h-4 w-52" />
            </>
          )}
        </div>
        <Link
          to="/pages/mine/confing"
          className="hidden min-h-11 items-center rounded-lg border border-stone-300 px-4 text-sm font-semibold hover:bg-stone-100 sm:inline-flex"
        >
          {t('dashboard.editProfile')}
        </Link>
      </section>
      <BalanceCard links />
      <AccountCounters user={user} />
      <section
        aria-labelledby="dashboard-wallet"
        className="rounded-xl border border-stone-200 bg-white p-4"
      >
        <h2 id="dashboard-wallet" className="text-base font-bold">
          {t('dashboard.walletShortcuts')}
        </h2>
        <ul className="mt-2 grid grid-cols-2 gap-2 md:grid-cols-4">
          {walletLinks.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="flex min-h-11 items-center rounded-lg bg-stone-50 px-3 text-sm font-medium text-stone-900 hover:bg-stone-100"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
