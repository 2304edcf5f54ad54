import { queryKeys } from '../../lib/query-keys';

/**
 * The wallet's query keys. Everything about the user sits under `queryKeys.user.all`, so a
 * logout or a lost session drops it with the rest of the user's data.
 */
export const walletKeys = {
  all: [...queryKeys.user.all, 'wallet'] as const,
  balance: () => [...queryKeys.user.all, 'wallet', 'balance'] as const,
  /** Top-ups (recharge and bank recharge) or withdrawals. */
  records: (kind: 'recharge' | 'withdraw') => [...queryKeys.user.all, 'wallet', 'records', kind] as const,
  transactions: (type: '' | 'income' | 'expense') => [...queryKeys.user.all, 'wallet', 'transactions', type] as const,
  /** The platform's deposit addresses (public). */
  depositWallets: () => ['deposit-wallets'] as const,
};
