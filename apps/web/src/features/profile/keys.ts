import { queryKeys } from '../../lib/query-keys';

/** Under `queryKeys.user.all`: dropped with the rest of the user's data at logout. */
export const profileKeys = {
  paymentSettings: () => [...queryKeys.user.all, 'payment-settings'] as const,
  dashboard: () => [...queryKeys.user.all, 'dashboard'] as const,
};
