/** Wallet types come from the contract (type-only: no zod in the bundle). */
export type {
  WalletRecord,
  WalletRecordPage,
  WalletRecordKind,
  WalletRecordState,
  RechargeInput,
  BankRechargeInput,
  WithdrawInput,
} from '@mall/contract/wallet';
export type { UserBalance } from '@mall/contract/account';
export type { WalletList } from '@mall/contract/site';

/** One of the platform's deposit wallets (get_wallets). */
export interface DepositWallet {
  name: string;
  code: string;
  address: string;
  network: string;
}
