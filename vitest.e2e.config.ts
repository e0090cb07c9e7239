import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    // One web build for the run (each file's server serves it).
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 300_000,
    hookTimeout: 300_000,
    pool: 'forks',
    // Three files at a time: each has its own server, data directory and browser, and spends most
    // of its time waiting (on renders, real-time playback, polling, the browser); measured here, a
    // file's processes use 0.2-0.6 of a core over its run (account-and-files: about 40 CPU seconds
    // in 183 s), so two files left a 2-core CI machine idle for a third of the run.
    fileParallelism: true,
    maxWorkers: 3,
    // As in vitest.config.ts: one more run for a failed test, named by `npm test` when it passes then.
    retry: 1,
  },
});
