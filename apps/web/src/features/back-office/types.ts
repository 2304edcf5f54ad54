/** Back-office types come from the contract (type-only: no zod in the bundle). */
export type { ReviewApplication, WalletApplication } from '@mall/contract/admin';

/** What an application asks for: 100 a shop, 200 a product, 300 stock-in, 400 a withdrawal, 500 a top-up. */
export type ApplicationType = 100 | 200 | 300 | 400 | 500;
export const APPLICATION_TYPES: readonly ApplicationType[] = [100, 200, 300, 400, 500];

/** '' for every status; else -1 rejected or recalled, 0 under review, 1 approved. */
export type StatusFilter = '' | '-1' | '0' | '1';
export const STATUS_FILTERS: readonly StatusFilter[] = ['0', '1', '-1', ''];

export interface ApplicationPage<Row> {
  list: Row[];
  total: number;
  page: number;
  pagesize: number;
}

/** Every board of the back office shows this many rows a page. */
export const BOARD_PAGE_SIZE = 20;
