// `npm start`: sets up what is missing (system packages, npm packages, the web build),
// then runs the server, which migrates the database, seeds the catalog and serves on PORT.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureSystemPackages } from './system-deps.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

ensureSystemPackages();

if (!fs.existsSync(path.join(root, 'node_modules'))) {
  console.log('[setup] Installing npm packages (npm ci)');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

const distIndex = path.join(root, 'apps/web/dist/index.html');
const sources = ['apps/web/src', 'apps/web/index.html', 'packages/shared/src', 'packages/scene/src']
  .map((p) => path.join(root, p))
  .filter((p) => fs.existsSync(p));
const sourceTime = Math.max(...sources.map((p) => (fs.statSync(p).isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs)));
if (!fs.existsSync(distIndex) || fs.statSync(distIndex).mtimeMs < sourceTime) {
  console.log('[setup] Building the web app');
  run('npm', ['run', 'build', '-w', '@orator/web']);
}

// English word vectors for retrieval: converted once after each npm ci (a minute), never by the server.
run(process.execPath, ['--import', 'tsx', 'packages/knowledge/src/node/prepare-word-vectors.ts']);

// Single-threaded GC: the export reads an RGBA frame buffer per frame, and V8's parallel
// scavenger makes the kernel zero those pages again and again (see packages/scene/src/node.ts).
const server = spawn(process.execPath, ['--single-threaded-gc', '--import', 'tsx', 'apps/server/src/main.ts'], {
  stdio: 'inherit',
  cwd: root,
  // The S3 API for standard clients (s3cmd, rclone, AWS SDKs) listens on 9000 unless told otherwise (S3_API_PORT=off).
  env: { S3_API_PORT: '9000', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
