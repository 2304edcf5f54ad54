import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { PageFrame } from '../../../components/page-frame';
import { useWebsiteConfig } from '../../../features/content/api/get-website-config';
import { usePaymentSettings } from '../../../features/profile/api/get-payment-settings';
import { useBalance } from '../../../features/wallet/api/get-balance';
import { useDepositWallets } from '../../../features/wallet/api/get-deposit-wallets';
import { BalanceCard } from '../../../features/wallet/components/balance-card';
import { TopUpForm } from '../../../features/wallet/components/top-up-form';
import {
  TopUpHistory,
  TransactionList,
  WithdrawalList,
} from '../../../features/wallet/components/wallet-lists';
import {
  useWalletTabLabel,
  walletTabOf,
  walletTabPath,
  WalletNav,
  type WalletTab,
} from '../../../features/wallet/components/wallet-nav';
import { WithdrawForm } from '../../../features/wallet/components/withdraw-form';
import { useT } from '../../../lib/i18n';
import { RequireLogin } from './require-login';

/** The spec's minimum top-up when the website config has not said otherwise. */
const DEFAULT_MIN_RECHARGE = 100;

/** /pages/mine/wallet: balance and frozen, recharge (crypto and bank), withdraw, histories (?tab=). */
export function Component() {
  return (
    <RequireLogin>
      <WalletPage />
    </RequireLogin>
  );
}

function WalletPage() {
  const [params] = useSearchParams();
  const tab = walletTabOf(params.get('tab'));
  const label = useWalletTabLabel();
  const headingId = useId();
  return (
    <PageFrame>
      <div className="flex flex-col gap-4">
        <BalanceCard />
        <WalletNav current={tab} />
        <section
          aria-labelledby={headingId}
          className="rounded-xl border border-stone-200 bg-white p-4 md:p-6"
        >
          <h2 id={headingId} className="mb-4 text-lg font-bold text-stone-900">
            {label(tab)}
          </h2>
          <WalletTabContent tab={tab} />
        </section>
      </div>
    </PageFrame>
  );
}

function FormSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <Skeleton className="h-14 w-full" />
      <Skeleton className="h-44 w-full" />
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-11 w-full" />
    </div>
  );
}

function WalletTabContent({ tab }: { tab: WalletTab }) {
  const t = useT();
  const config = useWebsiteConfig();
  const wallets = useDepositWallets();
  const balance = useBalance();
  const settings = usePaymentSettings();
  const minRecharge = config.data?.min_recharge ?? DEFAULT_MIN_RECHARGE;
  switch (tab) {
    case 'recharge':
      if (wallets.isPending) return <FormSkeleton />;
      if (!wallets.data?.length)
        return (
          <EmptyState title={t('wallet.noDepositWallets')}>
            {t('wallet.noDepositWalletsBody')}
          </EmptyState>
        );
      return (
        <TopUpForm
          method="crypto"
          wallets={wallets.data}
          minRecharge={minRecharge}
          historyPath={walletTabPath('history')}
        />
      );
    case 'bank':
      return (
        <TopUpForm
          method="bank"
          minRecharge={minRecharge}
          supportPath="/pages/server/chat"
          historyPath={walletTabPath('history')}
        />
      );
    case 'withdraw':
      if (balance.isPending || wallets.isPending || settings.isPending) return <FormSkeleton />;
      if (!balance.data) return <EmptyState title={t('wallet.balanceFailed')} />;
      return (
        <WithdrawForm
          available={balance.data.balance}
          wallets={wallets.data ?? []}
          saved={settings.data}
          listPath={walletTabPath('withdrawals')}
          settingsPath="/pages/mine/confing"
        />
      );
    case 'history':
      return <TopUpHistory rechargePath={walletTabPath('recharge')} />;
    case 'withdrawals':
      return <WithdrawalList withdrawPath={walletTabPath('withdraw')} />;
    case 'transactions':
      return <TransactionList />;
  }
}
