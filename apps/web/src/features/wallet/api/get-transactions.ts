import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { nextPageParam } from '../../../lib/paging';
import { useSession } from '../../../lib/session';
import { queryKeys } from '../../../lib/query-keys';
import type { WalletRecordPage } from '../types';

export type TransactionFilter = '' | 'income' | 'expense';
export const TRANSACTION_PAGE_SIZE = 15;

/** GET /customer/info/transaction_details: every wallet record, newest first; type filters. */
export function getTransactions(
  type: TransactionFilter,
  page: number,
  signal?: AbortSignal,
): Promise<WalletRecordPage> {
  return apiClient.get(
    '/customer/info/transaction_details',
    { page, pagesize: TRANSACTION_PAGE_SIZE, ...(type ? { type } : {}) },
    { signal, background: true },
  );
}

export function transactionsQueryOptions(type: TransactionFilter) {
  return infiniteQueryOptions({
    queryKey: queryKeys.wallet.transactions(type),
    queryFn: ({ pageParam, signal }) => getTransactions(type, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    staleTime: 0,
  });
}

export function useTransactions(type: TransactionFilter) {
  const { loggedIn } = useSession();
  return useInfiniteQuery({ ...transactionsQueryOptions(type), enabled: loggedIn });
}
