/** Admin types come from the contract (type-only: no zod in the bundle). */
export type { WalletApplication, ReviewDecideInput } from '@mall/contract/admin';
import type { WalletApplication } from '@mall/contract/admin';

export interface WalletApplicationPage {
  list: WalletApplication[];
  total: number;
  page: number;
  pagesize: number;
}
