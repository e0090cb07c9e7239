import fs from 'node:fs';
import path from 'node:path';

/** The repository's node_modules (this file is packages/knowledge/src/bench/public-text.ts). */
const NODE_MODULES = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../../node_modules');
const DOCUMENT_FILE = /^(readme|license|licence|changelog|history)(\.md|\.markdown|\.txt)?$/i;

let cached: string[] | null = null;

/** Paths of the README/LICENSE/CHANGELOG files shipped inside installed packages, in a stable order. */
function documentFiles(): string[] {
  if (cached) return cached;
  const files: string[] = [];
  const visit = (dir: string, depth: number): void => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && depth < 4 && entry.name !== '.bin') visit(full, depth + 1);
      else if (entry.isFile() && DOCUMENT_FILE.test(entry.name)) files.push(full);
    }
  };
  visit(NODE_MODULES, 0);
  cached = files;
  return files;
}

/**
 * At least `bytes` of real public prose (UTF-8, cut at a line end): the documentation files of
 * installed packages, each once, separated by blank lines; repeated when the packages hold less.
 * For size and load tests and the bench: large inputs nobody wrote for the test.
 */
export function publicText(bytes: number): string {
  const parts: string[] = [];
  const seen = new Set<string>();
  let size = 0;
  const files = documentFiles();
  if (files.length === 0) throw new Error(`no documentation files under ${NODE_MODULES}`);
  for (let round = 0; size < bytes; round++) {
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8');
      const key = text.slice(0, 300);
      if (round === 0 && seen.has(key)) continue;
      seen.add(key);
      parts.push(text.trim(), '\n\n');
      size += Buffer.byteLength(text) + 2;
      if (size >= bytes) break;
    }
  }
  const joined = parts.join('');
  const cut = Buffer.from(joined).subarray(0, bytes).toString('utf8');
  return cut.slice(0, Math.max(cut.lastIndexOf('\n'), 1));
}
