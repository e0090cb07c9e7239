// `npm test`: type check, lint, unit + integration suites, then e2e suites in headless
// Chromium. Ends with one plain line "N passed, N failed" summing every suite.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureSystemPackages } from './system-deps.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);
// What `npm start` installs (scripts/system-packages.txt), plus Debian's Chromium for the e2e
// suites unless CHROMIUM_PATH names another browser: a fresh machine needs only `npm test`.
ensureSystemPackages(process.env.CHROMIUM_PATH ? [] : ['chromium']);
if (!fs.existsSync(path.join(root, 'node_modules'))) {
  console.log('[setup] Installing npm packages (npm ci)');
  if (spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { stdio: 'inherit', cwd: root }).status !== 0) process.exit(1);
}
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orator-test-'));
let passed = 0;
let failed = 0;
let ok = true;
const failures = [];
const flaky = [];
const failedSteps = [];
const runErrors = [];

function step(name, command, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`--- ${name} failed (exit ${result.status})`);
    failedSteps.push(`${name} (exit ${result.status ?? result.signal})`);
    ok = false;
  }
  return result.status === 0;
}

/** Runs steps `width` at a time; each one's output is printed whole when it ends, so none interleave. */
async function parallelSteps(steps, width) {
  const queue = [...steps];
  const runOne = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { name, command, args } = next;
      const { status, output } = await new Promise((resolve) => {
        const child = spawn(command, args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
        let text = '';
        child.stdout.on('data', (chunk) => (text += chunk));
        child.stderr.on('data', (chunk) => (text += chunk));
        child.on('close', (code, signal) => resolve({ status: code ?? signal, output: text }));
      });
      console.log(`\n=== ${name} ===${output ? `\n${output.trimEnd()}` : ''}`);
      if (status !== 0) {
        console.error(`--- ${name} failed (exit ${status})`);
        failedSteps.push(`${name} (exit ${status})`);
        ok = false;
      }
    }
  };
  await Promise.all(Array.from({ length: width }, runOne));
}

function vitest(name, configArgs) {
  const report = path.join(reportDir, `${name}.json`);
  const errorsFile = path.join(reportDir, `${name}-run-errors.json`);
  step(
    name,
    'npx',
    ['vitest', 'run', ...configArgs, '--reporter=default', '--reporter=json', '--reporter=./scripts/vitest-run-errors.mjs', `--outputFile.json=${report}`],
    { ORATOR_RUN_ERRORS_FILE: errorsFile },
  );
  if (fs.existsSync(errorsFile)) {
    const { reason, errors } = JSON.parse(fs.readFileSync(errorsFile, 'utf8'));
    if (reason === 'interrupted') runErrors.push(`${name}: the run was interrupted`);
    for (const error of errors) {
      const where = [error.testPath && path.relative(root, error.testPath), error.testName].filter(Boolean).join(' > ');
      runErrors.push(`${name}: ${error.name}: ${error.message}${where ? ` (while ${where} ran)` : ''}${error.stack.length ? `\n      ${error.stack.join('\n      ')}` : ''}`);
    }
  }
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
const typecheckSteps = projects
  .filter((p) => fs.existsSync(path.join(root, p, 'tsconfig.json')))
  .map((project) => ({ name: `typecheck ${project}`, command: 'npx', args: ['tsc', '--noEmit', '-p', project] }));
const lintStep = { name: 'lint', command: 'npx', args: ['eslint', '.', '--max-warnings=0'] };
// Each tsc and eslint is one single-threaded process: two at a time use both cores of the CI machine.
await parallelSteps(process.argv.includes('--only-typecheck') ? typecheckSteps : [...typecheckSteps, lintStep], 2);
if (process.argv.includes('--only-typecheck')) process.exit(ok ? 0 : 1);
// The English word vectors retrieval reads (converted once after each npm ci), so tests rank as a served install does.
step('word vectors', process.execPath, ['--import', 'tsx', 'packages/knowledge/src/node/prepare-word-vectors.ts']);
vitest('unit-and-integration', []);
// The e2e global setup builds the web app once for the run, into a private directory.
if (fs.existsSync(path.join(root, 'e2e'))) vitest('e2e', ['--config', 'vitest.e2e.config.ts']);

if (flaky.length > 0) console.log(`\nPassed only when run again (flaky):\n${flaky.map((name) => `  ${name}`).join('\n')}`);
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((name) => `  ${name}`).join('\n')}`);
if (runErrors.length > 0) console.log(`\nErrors outside any test (they fail the run):\n${runErrors.map((line) => `  ${line}`).join('\n')}`);
if (failedSteps.length > 0) console.log(`\nSteps that failed: ${failedSteps.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
