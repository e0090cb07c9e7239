import { defineConfig } from 'vitest/config';

// Unit and integration suites. e2e suites (real Chromium) live in vitest.e2e.config.ts.
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'apps/*/test/**/*.test.ts', 'packages/*/test/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/*.e2e.test.ts'],
    // One migrated PGlite for the run; every suite's in-memory database starts from it.
    globalSetup: ['apps/server/test/pglite-dump.setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Each worker imports the server's modules once, not once per file: on this 2-core VM that
    // import was 40% of the suite's worker time (773 s of wall time isolated, 530 s not, with the
    // same 2240 tests passing). Suites own their state (each opens its own database and server
    // and closes it); a suite that leaves a global changed must put it back (vi.unstubAllGlobals).
    isolate: false,
    fileParallelism: true,
    maxWorkers: 2,
    // A test that fails once is run again; `npm test` names every test that passed only on
    // its second run, so a flaky test is reported, not hidden, and does not fail the build.
    retry: 1,
  },
});
