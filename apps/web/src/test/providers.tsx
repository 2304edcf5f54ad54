import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { CurrencyProvider } from '../features/settings/components/currency-provider';
import { queryClient } from '../lib/query-client';

/**
 * What app/app.tsx puts around every page, for a test rendering one component: the query client
 * and the chosen currency (from the cached currencies). Test support may use any layer; the code
 * under test keeps to its zone.
 */
export function TestProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <CurrencyProvider>{children}</CurrencyProvider>
    </QueryClientProvider>
  );
}
