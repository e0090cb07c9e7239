// A vitest reporter for `npm test`: writes the run's unhandled errors (an error thrown or a promise
// rejected outside any test, after which vitest exits 1 with every test passed) to the file named
// by ORATOR_RUN_ERRORS_FILE, so scripts/test.mjs can name them at the end of the output — CI shows
// only the tail, where "0 failed" and exit 1 otherwise contradict each other without a reason.
import fs from 'node:fs';

export default class RunErrorsReporter {
  onTestRunEnd(_testModules, unhandledErrors, reason) {
    const file = process.env.ORATOR_RUN_ERRORS_FILE;
    if (!file) return;
    const errors = (unhandledErrors ?? []).map((error) => ({
      name: error?.name ?? 'Error',
      message: String(error?.message ?? error).split('\n')[0].slice(0, 300),
      // Vitest names the file and test that were running when the error surfaced.
      testPath: error?.VITEST_TEST_PATH ?? null,
      testName: error?.VITEST_TEST_NAME ?? null,
      stack: String(error?.stack ?? '').split('\n').slice(1, 4).map((line) => line.trim()),
    }));
    fs.writeFileSync(file, JSON.stringify({ reason, errors }));
  }
}
