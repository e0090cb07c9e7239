import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue #8: SQL lives only in `*-repo.ts` repositories; services hold the rules and call
 * them. This scan keeps it that way: a drizzle query written anywhere else in the modules
 * or the job queue fails the test, naming the file.
 */
const SOURCE_ROOT = import.meta.dirname;
const SCANNED_DIRS = ['kernel', 'pillars'];

/** A query on a database or transaction handle, a raw `.execute(` or a `sql` template. */
const QUERY_PATTERNS: Array<{ name: string; pattern: RegExp }> = [
  { name: 'query builder on a db/tx handle', pattern: /\b(?:db|tx|trx)\s*\.\s*(?:select|selectDistinct|insert|update|delete)\s*\(/ },
  { name: '.execute(', pattern: /\.\s*execute\s*\(/ },
  { name: 'sql`', pattern: /\bsql\s*(?:<[^>]*>)?\s*`/ },
];

/**
 * Files that may hold SQL outside a repository, each with why. Empty since the storage
 * queries moved into their repositories; never grow it without a reason a reviewer would accept.
 */
const ALLOWED: Record<string, string> = {};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'db' ? [] : sourceFiles(full);
    const isSource = entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts');
    const isExempt = entry.name.endsWith('.test.ts') || entry.name.endsWith('-repo.ts');
    return isSource && !isExempt ? [full] : [];
  });
}

/** The file's text without comments, so a comment that mentions `sql\`` is not a query. */
function codeOf(file: string): string {
  return fs
    .readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

function queriesIn(file: string): string[] {
  const code = codeOf(file);
  return QUERY_PATTERNS.filter(({ pattern }) => pattern.test(code)).map(({ name }) => name);
}

describe('layering: SQL only in repositories', () => {
  const files = SCANNED_DIRS.flatMap((dir) => sourceFiles(path.join(SOURCE_ROOT, dir)));
  const relative = (file: string) => path.relative(SOURCE_ROOT, file).split(path.sep).join('/');

  it('finds the sources it is meant to scan', () => {
    expect(files.map(relative)).toContain('kernel/jobs/queue.ts');
    expect(files.map(relative)).toContain('pillars/platform/accounts/users.ts');
    expect(files.map(relative)).not.toContain('pillars/platform/accounts/users-repo.ts');
  });

  it('has no query outside a *-repo.ts file, except the listed ones', () => {
    const offenders = files
      .filter((file) => !(relative(file) in ALLOWED))
      .map((file) => ({ file: relative(file), queries: queriesIn(file) }))
      .filter(({ queries }) => queries.length > 0)
      .map(({ file, queries }) => `${file}: ${queries.join(', ')}`);
    expect(offenders, 'move these queries into a *-repo.ts repository').toEqual([]);
  });

  it('lists in ALLOWED only files that still hold queries', () => {
    const stale = Object.keys(ALLOWED).filter(
      (file) => !fs.existsSync(path.join(SOURCE_ROOT, file)) || queriesIn(path.join(SOURCE_ROOT, file)).length === 0,
    );
    expect(stale, 'remove these from ALLOWED').toEqual([]);
  });
});
