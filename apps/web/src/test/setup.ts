import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { queryClient } from '../lib/query-client';
import { endSession } from '../lib/session';
import { attachRouter } from '../lib/navigation';

// Lazy routes load in a busy test run: wait up to 5 s (not 1 s) for what should appear.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout: the router's scroll restoration calls this.
window.scrollTo = () => undefined;

// A console error is a bug (a React warning, a failed render, an unexpected rejection): the test
// that caused it fails, with what was said (Epic Stack's tests/setup/setup-test-env.ts).
const printError = console.error.bind(console);
let consoleError: MockInstance<typeof console.error>;
let consoleErrors: string[] = [];

beforeEach(() => {
  consoleErrors = [];
  consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(
      args
        .map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg)))
        .join(' '),
    );
    printError(...args);
  });
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  endSession();
  attachRouter(null);
  localStorage.clear();
  vi.unstubAllGlobals();
  consoleError.mockRestore();
  if (consoleErrors.length > 0) {
    throw new Error(
      `console.error was called ${consoleErrors.length} time(s):\n${consoleErrors.join('\n---\n')}`,
    );
  }
});
