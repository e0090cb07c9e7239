import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkLayering } from '../test/layering/import-rules.ts';

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

/**
 * Issue 23: the floor plan (test/layering/import-rules.ts). Kernel -> platform -> the other
 * pillars; a module reaches another only through its index.ts and only for types (services
 * arrive through `needs`); no import cycle. Each rule is proved below on a small tree with one
 * deliberate violation, then held on the real tree.
 */
describe('layering: floors, modules and cycles', () => {
  const tree = (files: Record<string, string>) => new Map(Object.entries(files));
  const rulesBroken = (files: Record<string, string>) => checkLayering(tree(files)).map((violation) => violation.rule);
  const module = (name: string) => `export const ${name} = 1;\n`;

  it('accepts a tree that keeps every rule', () => {
    expect(
      rulesBroken({
        'app.ts': "import { a } from './pillars/studio/video/index.ts';\n",
        'kernel/clock.ts': 'export const now = () => 0;\n',
        'pillars/platform/storage/index.ts':
          "import { now } from '../../../kernel/clock.ts';\nexport type Storage = { now: typeof now };\n",
        'pillars/studio/video/index.ts':
          "import type { Storage } from '../../platform/storage/index.ts';\nimport { render } from '../render.ts';\nexport const a = render;\n",
        'pillars/studio/render.ts': module('render'),
      }),
    ).toEqual([]);
  });

  it('refuses a kernel file that imports a pillar', () => {
    expect(
      rulesBroken({
        'kernel/clock.ts': "import type { Video } from '../pillars/studio/video/index.ts';\n",
        'pillars/studio/video/index.ts': 'export type Video = 1;\n',
      }),
    ).toEqual(['kernel imports no pillar']);
  });

  it('refuses platform importing another pillar', () => {
    expect(
      rulesBroken({
        'pillars/platform/storage/index.ts': "import type { Video } from '../../studio/video/index.ts';\n",
        'pillars/studio/video/index.ts': 'export type Video = 1;\n',
      }),
    ).toEqual(['platform imports no other pillar']);
  });

  it("refuses a deep import into another module's files (a repository, say)", () => {
    expect(
      rulesBroken({
        'pillars/studio/cover/cover-service.ts': "import { findProject } from '../video/projects-repo.ts';\n",
        'pillars/studio/video/projects-repo.ts': module('findProject'),
      }),
    ).toEqual(['another module only through its index.ts']);
  });

  it("refuses a value imported from another module's index.ts (services arrive through needs)", () => {
    expect(
      rulesBroken({
        'pillars/studio/cover/cover-service.ts': "import { VideoService } from '../video/index.ts';\n",
        'pillars/studio/video/index.ts': module('VideoService'),
      }),
    ).toEqual(['another module: types only (services arrive through needs)']);
  });

  it("refuses a pillar-level file used by another pillar's module", () => {
    expect(
      rulesBroken({
        'pillars/conversation/rooms/room-service.ts': "import { liveRoom } from '../../live/live-repo.ts';\n",
        'pillars/live/live-repo.ts': module('liveRoom'),
      }),
    ).toEqual(['pillar-level files serve their own pillar']);
  });

  it('refuses an import of the composition root', () => {
    expect(
      rulesBroken({
        'pillars/studio/video/index.ts': "import type { Services } from '../../../context.ts';\n",
        'context.ts': 'export type Services = 1;\n',
      }),
    ).toEqual(['nothing imports the composition root']);
  });

  it('refuses an import cycle, type imports included', () => {
    expect(
      rulesBroken({
        'pillars/studio/video/index.ts': "import { routes } from './routes.ts';\nexport type Video = 1;\n",
        'pillars/studio/video/routes.ts': "import type { Video } from './index.ts';\nexport const routes = 1;\n",
      }),
    ).toEqual(['no import cycle']);
  });

  it('holds on the real tree', () => {
    const sources = new Map<string, string>();
    for (const dir of ['kernel', 'pillars']) {
      for (const file of fs.readdirSync(path.join(SOURCE_ROOT, dir), { recursive: true, encoding: 'utf8' })) {
        if (file.endsWith('.ts'))
          sources.set(`${dir}/${file.split(path.sep).join('/')}`, fs.readFileSync(path.join(SOURCE_ROOT, dir, file), 'utf8'));
      }
    }
    for (const root of ['app.ts', 'context.ts', 'modules.ts', 'main.ts', 'worker.ts']) {
      sources.set(root, fs.readFileSync(path.join(SOURCE_ROOT, root), 'utf8'));
    }
    expect(sources.size).toBeGreaterThan(300);
    const violations = checkLayering(sources).map(({ rule, from, to }) => `${rule}: ${from} -> ${to}`);
    expect(violations, 'see test/layering/import-rules.ts for the rules and apps/server/README.md for the floors').toEqual([]);
  });
});
