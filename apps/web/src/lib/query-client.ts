import { QueryClient } from '@tanstack/react-query';
import { retryAfterSessionEnd } from './api-error';

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

/**
 * For public data: a stale token makes the first call end the session; the same call, now sent
 * without the token, is tried once more at once.
 */
export const publicQueryDefaults = { retry: retryAfterSessionEnd, retryDelay: 0 } as const;
