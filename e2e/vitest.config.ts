import { defineConfig } from 'vitest/config';

/** Browser tests: each spec file starts the built server on its own port and data folder. */
export default defineConfig({
  test: {
    include: ['specs/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores: one server and one Chromium at a time.
    fileParallelism: false,
    // A page answers in its own time: polls wait up to 15 s, not Vitest's default 1 s.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
