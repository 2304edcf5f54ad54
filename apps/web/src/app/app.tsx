import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import type { createAppRouter } from './router';
import { Toaster } from '../components/ui/toaster';
import { CurrencyProvider } from '../features/settings/components/currency-provider';
import { useT } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { BootGate } from './boot-gate';

function Toasts() {
  const t = useT();
  return <Toaster closeLabel={t('nav.closeMessage')} />;
}

/** Providers, the boot gate, the router; toasts show even before the interface mounts. */
export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BootGate>
        <CurrencyProvider>
          <RouterProvider router={router} />
        </CurrencyProvider>
      </BootGate>
      <Toasts />
    </QueryClientProvider>
  );
}
