import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { queryClient } from '../lib/query-client';
import { endSession } from '../lib/session';
import { attachRouter } from '../lib/navigation';

// Lazy routes load in a busy test run: wait up to 5 s (not 1 s) for what should appear.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout: the router's scroll restoration calls this.
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  queryClient.clear();
  endSession();
  attachRouter(null);
  localStorage.clear();
  vi.unstubAllGlobals();
});
