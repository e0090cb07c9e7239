import fs from 'node:fs';
import path from 'node:path';

/**
 * Upload temp files normally vanish with their request; a process that was killed
 * mid-upload leaves them behind. This removes temp files older than `maxAgeMs` and
 * multipart folders untouched for `multipartMaxAgeMs` (their uploads show as failed by then).
 */
export async function sweepTempFiles(
  tempDir: string,
  multipartDir: string,
  now = Date.now(),
  maxAgeMs = 24 * 3600_000,
  multipartMaxAgeMs = 7 * 24 * 3600_000,
): Promise<number> {
  let removed = 0;
  const entries = await fs.promises.readdir(tempDir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.part')) continue;
    const file = path.join(tempDir, entry.name);
    const stat = await fs.promises.stat(file).catch(() => null);
    if (stat && now - stat.mtimeMs > maxAgeMs) {
      await fs.promises.rm(file, { force: true });
      removed++;
    }
  }
  const uploads = await fs.promises.readdir(multipartDir, { withFileTypes: true }).catch(() => []);
  for (const entry of uploads) {
    if (!entry.isDirectory()) continue;
    const dir = path.join(multipartDir, entry.name);
    const files = await fs.promises.readdir(dir).catch(() => []);
    const stats = await Promise.all([dir, ...files.map((f) => path.join(dir, f))].map((p) => fs.promises.stat(p).catch(() => null)));
    const newest = Math.max(0, ...stats.map((s) => s?.mtimeMs ?? 0));
    if (now - newest > multipartMaxAgeMs) {
      await fs.promises.rm(dir, { recursive: true, force: true });
      removed++;
    }
  }
  return removed;
}
