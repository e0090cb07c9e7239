// `npm test`: type check, lint, unit + integration suites, then e2e suites in headless
// Chromium. Ends with one plain line "N passed, N failed" summing every suite.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orator-test-'));
let passed = 0;
let failed = 0;
let ok = true;
const failures = [];
const flaky = [];

function step(name, command, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`--- ${name} failed (exit ${result.status})`);
    ok = false;
  }
  return result.status === 0;
}

function vitest(name, configArgs) {
  const report = path.join(reportDir, `${name}.json`);
  step(name, 'npx', ['vitest', 'run', ...configArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
  if (fs.existsSync(report)) {
    const summary = JSON.parse(fs.readFileSync(report, 'utf8'));
    passed += summary.numPassedTests ?? 0;
    failed += summary.numFailedTests ?? 0;
    // A suite that fails to load has no failed tests of its own; count it once.
    if ((summary.numFailedTests ?? 0) === 0) failed += summary.numFailedTestSuites ?? 0;
    failures.push(...failedTestNames(summary));
    flaky.push(...flakyTestNames(summary));
  } else {
    failed += 1;
  }
}

// CI shows only the tail of the output: the names of what failed are repeated at the end.
function failedTestNames(summary) {
  const names = [];
  for (const file of summary.testResults ?? []) {
    const relative = path.relative(root, file.name ?? '');
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) {
      const firstLine = String(test.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300);
      names.push(`${relative} > ${test.fullName}: ${firstLine}`);
    }
    if (failedTests.length === 0 && file.status === 'failed') names.push(`${relative}: ${String(file.message ?? '').slice(0, 300)}`);
  }
  return names;
}

// The configs retry a failed test once: one that passed with failures of an earlier run recorded.
function flakyTestNames(summary) {
  return (summary.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'passed' && (test.failureMessages ?? []).length > 0)
      .map((test) => {
        const firstLine = String(test.failureMessages[0]).split('\n')[0].slice(0, 300);
        return `${path.relative(root, file.name ?? '')} > ${test.fullName}: ${firstLine}`;
      }),
  );
}

const projects = ['packages', 'apps']
  .flatMap((dir) => fs.readdirSync(path.join(root, dir)).map((name) => path.join(dir, name)))
  .concat(['bench', 'e2e']);
for (const project of projects.filter((p) => fs.existsSync(path.join(root, p, 'tsconfig.json')))) {
  step(`typecheck ${project}`, 'npx', ['tsc', '--noEmit', '-p', project]);
}
if (process.argv.includes('--only-typecheck')) process.exit(ok ? 0 : 1);
step('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
vitest('unit-and-integration', []);
if (fs.existsSync(path.join(root, 'e2e'))) {
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) step('web build', 'npm', ['run', 'build', '-w', '@orator/web']);
  vitest('e2e', ['--config', 'vitest.e2e.config.ts']);
}

if (flaky.length > 0) console.log(`\nPassed only when run again (flaky):\n${flaky.map((name) => `  ${name}`).join('\n')}`);
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((name) => `  ${name}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
