import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { queryKeys } from '../../../lib/query-keys';
import type { UserBalance } from '../types';

/** GET /customer/info/get_user_balance: balance and frozen, USD. */
export function getBalance(signal?: AbortSignal): Promise<UserBalance> {
  return apiClient.get('/customer/info/get_user_balance', undefined, { signal, background: true });
}

export function balanceQueryOptions() {
  // Money changes behind the user's back (an admin decides): always fetched again on a visit.
  return queryOptions({
    queryKey: queryKeys.wallet.balance(),
    queryFn: ({ signal }) => getBalance(signal),
    staleTime: 0,
  });
}

export function useBalance() {
  const { loggedIn } = useSession();
  return useQuery({ ...balanceQueryOptions(), enabled: loggedIn });
}
