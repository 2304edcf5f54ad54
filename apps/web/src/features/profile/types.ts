/** Profile types come from the contract (type-only: no zod in the bundle). */
export type { PaymentSettings, Profile, UpdateUserInput } from '@mall/contract/profile';
export type { UserInfo } from '@mall/contract/auth';

/** A deposit wallet of the platform: the user keeps one address of their own per wallet. */
export interface WalletOption {
  code: string;
  name: string;
  network: string;
}
