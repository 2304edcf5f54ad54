import { QueryClient } from '@tanstack/react-query';

/**
 * The app's one QueryClient. The API client already tells the user about every failure with a
 * toast, so queries do not retry on their own (a retry would repeat the toast).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 60_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
