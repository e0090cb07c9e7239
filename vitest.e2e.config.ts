import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    // One web build for the run (each file's server serves it).
    globalSetup: ['e2e/support/global-setup.ts'],
    // A user flow that renders (export, clone training) took over 300 s on a slow 2-core VM while
    // passing; failing it there and running it again cost more than waiting.
    testTimeout: 600_000,
    hookTimeout: 300_000,
    // expect.poll waits as long as a Playwright action (e2e/support/session.ts), not vitest's 1 s:
    // on a loaded machine a picture's load or a refetch after a save takes longer (seen failing).
    expect: { poll: { timeout: 60_000, interval: 200 } },
    pool: 'forks',
    // Two files at a time: each has its own server, data directory and browser. Three overlapped
    // waits well on a fast machine (a file's processes used 0.2-0.6 of a core), but on a slower
    // 2-core VM three render-heavy files saturated both cores (0% idle, load 14-16), ran 2-4x
    // slower and timed out (page editor, preview video, voice profile, clone wizard), and their
    // retries cost more than the overlap saved.
    fileParallelism: true,
    maxWorkers: 2,
    // As in vitest.config.ts: one more run for a failed test, named by `npm test` when it passes then.
    retry: 1,
  },
});
