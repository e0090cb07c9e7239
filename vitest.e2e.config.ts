import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    // One web build for the run (each file's server serves it).
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 300_000,
    hookTimeout: 300_000,
    pool: 'forks',
    // Two files at a time: each has its own server, data directory and browser; most of a file's
    // time is spent waiting on renders and the browser, so two overlap well on two cores.
    fileParallelism: true,
    maxWorkers: 2,
    // As in vitest.config.ts: one more run for a failed test, named by `npm test` when it passes then.
    retry: 1,
  },
});
