// Finds the Debian packages from system-packages.txt that are not installed, and installs
// them with apt-get when running as root. Shared by `npm start` and CI.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const here = path.dirname(new URL(import.meta.url).pathname);

export function requiredPackages(extra = []) {
  const listed = fs
    .readFileSync(path.join(here, 'system-packages.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  return [...listed, ...extra];
}

export function missingPackages(names) {
  return names.filter((name) => {
    const result = spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' });
    return result.status !== 0 || !result.stdout.includes('install ok installed');
  });
}

export function ensureSystemPackages(extra = []) {
  const hasDpkg = spawnSync('which', ['dpkg-query']).status === 0;
  if (!hasDpkg) {
    console.warn(
      '[setup] Not a Debian system: make sure ffmpeg, espeak-ng, festival, flite, pocketsphinx, sox and Noto CJK fonts are installed.',
    );
    return;
  }
  const missing = missingPackages(requiredPackages(extra));
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `[setup] Missing system packages: ${missing.join(' ')}\n[setup] Install them with: sudo apt-get install -y ${missing.join(' ')}`,
    );
    process.exit(1);
  }
  console.log(`[setup] Installing system packages: ${missing.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { stdio: 'inherit', env });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  ensureSystemPackages(process.argv.slice(2));
}
