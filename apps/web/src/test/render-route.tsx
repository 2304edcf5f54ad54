import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '../app/router';
import { Toaster } from '../components/ui/toaster';
import { attachRouter } from '../lib/navigation';
import { queryClient } from '../lib/query-client';

/** The real routes and providers in a memory router, starting at `path`. */
export function renderRoute(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  attachRouter(router);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster closeLabel="Close message" />
    </QueryClientProvider>,
  );
  return { router, ...view };
}
