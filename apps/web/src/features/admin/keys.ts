import { queryKeys } from '../../lib/query-keys';

export type WalletReviewType = 400 | 500;
/** '' for every status; else -1 rejected or recalled, 0 under review, 1 approved. */
export type ReviewStatusFilter = '' | '-1' | '0' | '1';

/** Under `queryKeys.user.all`: what the admin sees goes with the session. */
export const adminKeys = {
  reviews: [...queryKeys.user.all, 'admin', 'reviews'] as const,
  reviewPage: (type: WalletReviewType, status: ReviewStatusFilter, page: number) => [...queryKeys.user.all, 'admin', 'reviews', type, status, page] as const,
};
