import fs from 'node:fs';
import path from 'node:path';

/**
 * Upload temp files normally vanish with their request; a process that was killed
 * mid-upload leaves them behind. Run at start-up, this removes:
 * - `.part` files nobody has written to for `graceMs` (a live upload writes every few
 *   milliseconds; another process may be mid-upload in a shared DATA_DIR, hence the grace),
 * - multipart folders of uploads that no longer exist (completed, aborted or failed) once
 *   idle for `graceMs`, and any multipart folder idle for `abandonedMs` (shown as failed by then).
 */
export interface SweepOptions {
  /** Whether an upload id still belongs to an unfinished multipart upload. */
  isLiveUpload: (uploadId: string) => Promise<boolean>;
  now?: number;
  graceMs?: number;
  abandonedMs?: number;
}

/** Long enough for a stalled connection to resume; short enough that a restart frees the disk. */
export const SWEEP_GRACE_MS = 10 * 60_000;
const ABANDONED_MS = 24 * 3600_000;

async function newestChange(paths: string[]): Promise<number> {
  const stats = await Promise.all(paths.map((p) => fs.promises.stat(p).catch(() => null)));
  return Math.max(0, ...stats.map((s) => s?.mtimeMs ?? 0));
}

export async function sweepTempFiles(tempDir: string, multipartDir: string, opts: SweepOptions): Promise<number> {
  const now = opts.now ?? Date.now();
  const graceMs = opts.graceMs ?? SWEEP_GRACE_MS;
  const abandonedMs = opts.abandonedMs ?? ABANDONED_MS;
  let removed = 0;
  const entries = await fs.promises.readdir(tempDir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.part')) continue;
    const file = path.join(tempDir, entry.name);
    if (now - (await newestChange([file])) > graceMs) {
      await fs.promises.rm(file, { force: true });
      removed++;
    }
  }
  const uploads = await fs.promises.readdir(multipartDir, { withFileTypes: true }).catch(() => []);
  for (const entry of uploads) {
    if (!entry.isDirectory()) continue;
    const dir = path.join(multipartDir, entry.name);
    const files = await fs.promises.readdir(dir).catch(() => []);
    const idle = now - (await newestChange([dir, ...files.map((f) => path.join(dir, f))]));
    if (idle <= graceMs) continue;
    if (idle > abandonedMs || !(await opts.isLiveUpload(entry.name))) {
      await fs.promises.rm(dir, { recursive: true, force: true });
      removed++;
    }
  }
  return removed;
}
