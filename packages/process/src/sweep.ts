import fs from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ownerState, parseOwner } from './owner.ts';
import { OWNER_FILE, TEMP_PREFIX } from './temp-dir.ts';

export interface SweepOptions {
  /** Where to look; default the OS temp dir. */
  parent?: string;
  now?: number;
  /**
   * A matching folder without an owner file (made before owner files existed, or caught in
   * the instant between mkdtemp and writing the file) goes only once untouched this long:
   * longer than any render may run (RENDER_JOB_EXPIRE_SECONDS, 2 h by default).
   */
  unownedGraceMs?: number;
  /** A folder made on another host (a container sharing /tmp) goes only once untouched this long. */
  foreignMaxAgeMs?: number;
}

/** mkdtemp names: our prefix, a lowercase purpose word, '-', six characters. Test folders ("orator-render-kill-…") do not match. */
const GATEWAY_FOLDER = new RegExp(`^${TEMP_PREFIX}([a-z][a-z0-9]*)-[A-Za-z0-9]{6}$`);
/**
 * Purposes whose folders were made without owner files before the gateway existed. Other
 * unowned folders that merely look alike (a test's mkdtemp data dir) are never touched.
 */
const LEGACY_PURPOSES = new Set(['render', 'festival', 'flite', 'asr']);

async function ownerOf(dir: string): Promise<ReturnType<typeof parseOwner> | 'missing'> {
  const text = await fs.promises.readFile(join(dir, OWNER_FILE), 'utf8').catch(() => null);
  return text === null ? 'missing' : parseOwner(text);
}

/**
 * Removes temp folders left by processes that were killed (SIGKILL, OOM, power loss) before
 * they could clean up. Safe while other processes render: a folder whose maker still runs is
 * never touched. Returns the removed paths.
 */
export async function sweepOrphanTempDirs(options: SweepOptions = {}): Promise<string[]> {
  const parent = options.parent ?? tmpdir();
  const now = options.now ?? Date.now();
  const unownedGraceMs = options.unownedGraceMs ?? 3 * 3600_000;
  const foreignMaxAgeMs = options.foreignMaxAgeMs ?? 24 * 3600_000;
  const entries = await fs.promises.readdir(parent, { withFileTypes: true }).catch(() => []);
  const removed: string[] = [];
  for (const entry of entries) {
    const purpose = GATEWAY_FOLDER.exec(entry.name)?.[1];
    if (!entry.isDirectory() || !purpose) continue;
    const dir = join(parent, entry.name);
    const stat = await fs.promises.stat(dir).catch(() => null);
    if (!stat) continue;
    const age = now - stat.mtimeMs;
    const owner = await ownerOf(dir);
    let orphan: boolean;
    if (owner === 'missing' || owner === null) orphan = LEGACY_PURPOSES.has(purpose) && age > unownedGraceMs;
    else {
      const state = ownerState(owner);
      orphan = state === 'gone' || (state === 'unknown' && age > foreignMaxAgeMs);
    }
    if (!orphan) continue;
    await fs.promises.rm(dir, { recursive: true, force: true });
    removed.push(dir);
  }
  return removed;
}
