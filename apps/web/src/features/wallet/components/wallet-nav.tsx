import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';

export const WALLET_TABS = [
  'recharge',
  'bank',
  'withdraw',
  'history',
  'withdrawals',
  'transactions',
] as const;
export type WalletTab = (typeof WALLET_TABS)[number];

export function walletTabOf(value: string | null): WalletTab {
  return (WALLET_TABS as readonly string[]).includes(value ?? '')
    ? (value as WalletTab)
    : 'recharge';
}

export function walletTabPath(tab: WalletTab): string {
  return `/pages/mine/wallet?tab=${tab}`;
}

export function useWalletTabLabel() {
  const t = useT();
  return (tab: WalletTab) => {
    switch (tab) {
      case 'recharge':
        return t('wallet.tabs.recharge');
      case 'bank':
        return t('wallet.tabs.bank');
      case 'withdraw':
        return t('wallet.tabs.withdraw');
      case 'history':
        return t('wallet.tabs.history');
      case 'withdrawals':
        return t('wallet.tabs.withdrawals');
      case 'transactions':
        return t('wallet.tabs.transactions');
    }
  };
}

/** The wallet's sections as links (each has its own address, so the dashboard links to them). */
export function WalletNav({ current }: { current: WalletTab }) {
  const t = useT();
  const label = useWalletTabLabel();
  return (
    <nav
      aria-label={t('wallet.sectionsLabel')}
      className="-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0"
    >
      <ul className="flex w-max gap-2 md:w-auto md:flex-wrap">
        {WALLET_TABS.map((tab) => (
          <li key={tab}>
            <Link
              to={walletTabPath(tab)}
              replace
              aria-current={tab === current ? 'page' : undefined}
              className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm whitespace-nowrap ${
                tab === current
                  ? 'border-stone-900 bg-stone-900 font-semibold text-white'
                  : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-100'
              }`}
            >
              {label(tab)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
