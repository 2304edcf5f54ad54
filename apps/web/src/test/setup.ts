import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { queryClient } from '../lib/query-client';
import { endSession } from '../lib/session';
import { attachRouter } from '../lib/navigation';

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
