import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit-node',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/server/scripts/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/*.fault.test.ts', '**/node_modules/**'],
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'unit-web',
          root: './apps/web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['apps/server/src/**/*.int.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['./apps/server/src/test/global-setup.ts'],
        },
      },
      {
        // The real server as a child process, killed and restarted, on PostgreSQL (decision 0013).
        test: {
          name: 'faults',
          environment: 'node',
          include: ['apps/server/src/**/*.fault.test.ts'],
          testTimeout: 90_000,
          hookTimeout: 90_000,
          // Each file runs servers and databases of its own: one file at a time on a small machine.
          fileParallelism: false,
        },
      },
    ],
  },
});
