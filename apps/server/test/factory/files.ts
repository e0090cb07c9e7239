import fs from 'node:fs';
import path from 'node:path';

/** Every file below a directory (to prove that rejected uploads leave nothing behind). */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}
