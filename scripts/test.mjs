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
  } else {
    failed += 1;
  }
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

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
