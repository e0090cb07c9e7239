import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 23 ("one house per pillar"): packages/shared/src is `kernel/` (what every pillar needs: the
 * envelope, the error catalogue, locales, formats, ids, text, undo, the product's numbers, the field
 * rules and the plan table) and one folder per pillar, each holding its contracts beside its rules.
 * The package's entries that span houses (`index.ts`, `api.ts`, `constants.ts`, `validation.ts`,
 * `testing.ts`) sit at the top and only re-export. This scan keeps the arrows pointing down,
 * reading the sources as text:
 * - `kernel/` imports no pillar;
 * - `platform/` imports no other pillar (the others may use it);
 * - another pillar imports a third pillar only if PILLAR_USES names the pair with its reason;
 * - no file in a house imports a top-level entry, and an entry holds nothing but re-exports;
 * - no file-level import cycle;
 * - every file lives in a house (a new top-level folder must be placed in README.md and here).
 * Each rule is proved on a small in-memory tree with a deliberate violation (the last describe).
 */
const SOURCE_ROOT = import.meta.dirname;
const PILLARS = ['platform', 'studio', 'conversation', 'live', 'commerce'] as const;
const HOUSES = ['kernel', ...PILLARS];
/** The package's entries that span houses: `package.json` `exports` points at them. */
const ENTRY_FILES = ['index.ts', 'api.ts', 'constants.ts', 'validation.ts', 'testing.ts'];
/** Other files allowed at the top of src/ (outside every house). */
const TOP_LEVEL_FILES = [...ENTRY_FILES, 'constants.test.ts', 'layering.test.ts'];

/**
 * A pillar other than platform may use another pillar (not kernel or platform, which every pillar
 * may use) only as listed here, `user: { used: reason }`.
 */
const PILLAR_USES: Record<string, Record<string, string>> = {
  studio: { live: 'the writing assistant writes live-room lines: it offers the audiences, styles and line templates of live/' },
};

/**
 * Imports that break a rule but are accepted for now, as `from -> to` (paths under src/), each with
 * its reason. Empty since the move; never grow it without a reason a reviewer would accept.
 */
const ALLOWED: Record<string, string> = {};

/** Path (under src/, `/`-separated) -> text. Only .ts texts are parsed; other files are there to be resolved. */
type Sources = ReadonlyMap<string, string>;

function readTree(dir: string, prefix = ''): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const rel = prefix + entry.name;
    if (entry.isDirectory()) for (const [k, v] of readTree(path.join(dir, entry.name), `${rel}/`)) files.set(k, v);
    else files.set(rel, entry.name.endsWith('.ts') ? fs.readFileSync(path.join(dir, entry.name), 'utf8') : '');
  }
  return files;
}

/** The text without comments, so a comment that shows an import is not one. */
function codeOf(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

const SPECIFIER_PATTERNS = [
  /(?:^|[\s;}])(?:import|export)\s+(?:type\s+)?[^'"`;]*?\sfrom\s*(['"])([^'"]+)\1/gm, // import … from, export … from
  /(?:^|[\s;])import\s*(['"])([^'"]+)\1/gm, // import './side-effect'
  /\bimport\s*\(\s*(['"])([^'"]+)\1/g, // import('…')
  /\bvi\.(?:mock|doMock|importActual|unmock)\s*(?:<[^>]*>)?\s*\(\s*(['"])([^'"]+)\1/g, // vi.mock('…')
];

/** The relative specifiers a source names. */
function relativeSpecifiers(text: string): string[] {
  const code = codeOf(text);
  const found = new Set<string>();
  for (const pattern of SPECIFIER_PATTERNS) for (const match of code.matchAll(pattern)) if (match[2]?.startsWith('.')) found.add(match[2]);
  return [...found];
}

function resolve(sources: Sources, from: string, specifier: string): string | null {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  for (const candidate of [base, `${base}.ts`, `${base}/index.ts`]) if (sources.has(candidate)) return candidate;
  return null;
}

interface Edge {
  from: string;
  to: string;
}

function edgesOf(sources: Sources): { edges: Edge[]; unresolved: string[] } {
  const edges: Edge[] = [];
  const unresolved: string[] = [];
  for (const [file, text] of sources) {
    if (!file.endsWith('.ts')) continue;
    for (const specifier of relativeSpecifiers(text)) {
      const to = resolve(sources, file, specifier);
      // The package imports nothing of ours outside src/: every relative specifier must resolve here.
      if (to === null) unresolved.push(`${file}: ${specifier}`);
      else edges.push({ from: file, to });
    }
  }
  return { edges, unresolved };
}

const houseOf = (file: string): string | null => (file.includes('/') ? file.slice(0, file.indexOf('/')) : null);
const isPillar = (house: string) => (PILLARS as readonly string[]).includes(house);

/** Files outside every house. */
function homeless(sources: Sources): string[] {
  return [...sources.keys()].filter((file) => {
    const house = houseOf(file);
    return house === null ? !TOP_LEVEL_FILES.includes(file) : !HOUSES.includes(house);
  });
}

/** Each import against the arrows, as `from -> to: rule`. */
function layeringViolations(sources: Sources, pillarUses: typeof PILLAR_USES = PILLAR_USES): string[] {
  const violations: string[] = [];
  for (const { from, to } of edgesOf(sources).edges) {
    const [a, b] = [houseOf(from), houseOf(to)];
    if (a === b || a === null) continue;
    let rule: string | null = null;
    if (b === null) rule = `${a}/ imports the entry ${to}`;
    else if (a === 'kernel') rule = `kernel/ imports ${b}/`;
    else if (a === 'platform' && isPillar(b)) rule = `platform/ imports another pillar (${b}/)`;
    else if (isPillar(a) && isPillar(b) && b !== 'platform' && !pillarUses[a]?.[b]) rule = `${a}/ imports ${b}/, not in PILLAR_USES`;
    if (rule) violations.push(`${from} -> ${to}: ${rule}`);
  }
  return violations;
}

/** Entries whose code is more than re-exports (a rule written in an entry has no house). */
function entriesWithCode(sources: Sources): string[] {
  const reExport = /^export\s+(?:\*|(?:type\s+)?\{[^}]*\})\s+from\s+(['"])[^'"]+\1;?$/;
  return ENTRY_FILES.filter((file) => {
    const statements = codeOf(sources.get(file) ?? '')
      .split(/;\s*|\n(?=\s*export)/)
      .map((s) => s.replace(/\s+/g, ' ').trim())
      .filter(Boolean);
    return statements.some((s) => !reExport.test(`${s};`));
  });
}

/** Pillar pairs in PILLAR_USES that no import uses any more. */
function unusedPillarUses(sources: Sources, pillarUses: typeof PILLAR_USES = PILLAR_USES): string[] {
  const used = new Set(edgesOf(sources).edges.map(({ from, to }) => `${houseOf(from)} -> ${houseOf(to)}`));
  return Object.entries(pillarUses)
    .flatMap(([user, uses]) => Object.keys(uses).map((u) => `${user} -> ${u}`))
    .filter((pair) => !used.has(pair));
}

/** Strongly connected groups of files (Tarjan), each sorted: every group is at least one import cycle. */
function importCycles(sources: Sources): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edgesOf(sources).edges) next.set(from, [...(next.get(from) ?? []), to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let counter = 0;
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter++);
    stack.push(file);
    onStack.add(file);
    for (const to of next.get(file) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(file, Math.min(low.get(file)!, index.get(to)!));
    }
    if (low.get(file) === index.get(file)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== file);
      if (group.length > 1 || (next.get(file) ?? []).includes(file)) cycles.push(group.sort());
    }
  };
  for (const file of sources.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

const withoutAllowed = (violations: string[]) => violations.filter((v) => !(v.slice(0, v.indexOf(': ')) in ALLOWED));

describe('layering of @orator/shared (issue 23)', () => {
  const sources = readTree(SOURCE_ROOT);
  // This file's fixtures below are text of imports, not imports.
  sources.set('layering.test.ts', '');
  const { edges, unresolved } = edgesOf(sources);

  it('reads the tree it is meant to check', () => {
    expect(sources.has('kernel/errors.ts')).toBe(true);
    expect(sources.has('studio/project/index.ts')).toBe(true);
    expect(edges.length).toBeGreaterThan(500);
    expect(edges).toContainEqual({ from: 'index.ts', to: 'kernel/errors.ts' });
    // The rules pass vacuously if the parser loses imports: every relative specifier must resolve.
    expect(unresolved).toEqual([]);
  });

  it('keeps every file in a house', () => {
    expect(homeless(sources), 'place these in kernel/ or a pillar (and say so in README.md)').toEqual([]);
  });

  it('points every import down: kernel/ uses no pillar, platform/ no other pillar, the others only what PILLAR_USES names', () => {
    expect(withoutAllowed(layeringViolations(sources))).toEqual([]);
  });

  it('keeps the top-level entries to re-exports', () => {
    expect(entriesWithCode(sources)).toEqual([]);
  });

  it('has no import cycle between files', () => {
    expect(importCycles(sources)).toEqual([]);
  });

  it('lists in ALLOWED only imports that still break a rule, and in PILLAR_USES only pairs still used', () => {
    const current = new Set(layeringViolations(sources).map((v) => v.slice(0, v.indexOf(': '))));
    expect(
      Object.keys(ALLOWED).filter((key) => !current.has(key)),
      'remove these from ALLOWED',
    ).toEqual([]);
    expect(unusedPillarUses(sources), 'remove these from PILLAR_USES').toEqual([]);
  });
});

describe('the layering checker itself', () => {
  const tree = (files: Record<string, string>): Sources => new Map(Object.entries(files));
  const clean = {
    'index.ts':
      "export * from './kernel/errors.ts';\nexport * from './studio/project/index.ts';\nexport type { Offer } from './commerce/offer.ts';",
    'kernel/errors.ts': "import { toUiLanguage } from './locale';",
    'kernel/locale.ts': 'export const toUiLanguage = 1;',
    'platform/company/menu.ts': "import type { ErrorKey } from '../../kernel/errors.ts';",
    'studio/project/index.ts': "export * from './kinds.ts';\nimport { menu } from '../../platform/company/menu.ts';",
    'studio/project/kinds.ts': "import { toUiLanguage } from '../../kernel/locale.ts';",
    'commerce/offer.ts': "import { kinds } from '../studio/project/kinds.ts';",
  };
  const uses = { commerce: { studio: 'offers name project kinds' } };

  it('finds nothing in a tree that keeps the rules (pillars may use kernel/, platform/ and what PILLAR_USES lists)', () => {
    const sources = tree(clean);
    expect(edgesOf(sources).unresolved).toEqual([]);
    expect(edgesOf(sources).edges).toHaveLength(9);
    expect(layeringViolations(sources, uses)).toEqual([]);
    expect(unusedPillarUses(sources, uses)).toEqual([]);
    expect(entriesWithCode(sources)).toEqual([]);
    expect(importCycles(sources)).toEqual([]);
    expect(homeless(sources)).toEqual([]);
  });

  it('reports kernel/ importing a pillar, however it is imported', () => {
    const sources = tree({
      ...clean,
      'kernel/errors.ts': "import type { Kind } from '../studio/project/kinds';\nconst later = () => import('../commerce/offer.ts');",
      'kernel/errors.test.ts': "vi.mock('../platform/company/menu.ts', () => ({}));",
    });
    expect(layeringViolations(sources, uses).sort()).toEqual([
      'kernel/errors.test.ts -> platform/company/menu.ts: kernel/ imports platform/',
      'kernel/errors.ts -> commerce/offer.ts: kernel/ imports commerce/',
      'kernel/errors.ts -> studio/project/kinds.ts: kernel/ imports studio/',
    ]);
  });

  it('reports platform/ importing another pillar, not another pillar importing platform/', () => {
    const sources = tree({ ...clean, 'platform/company/menu.ts': "export { kinds } from '../../studio/project/kinds.ts';" });
    expect(layeringViolations(sources, uses)).toEqual([
      'platform/company/menu.ts -> studio/project/kinds.ts: platform/ imports another pillar (studio/)',
    ]);
  });

  it('reports a pillar importing another one that PILLAR_USES does not name, and a named pair no import uses', () => {
    const sources = tree({ ...clean, 'studio/project/kinds.ts': "import { offer } from '../../commerce/offer.ts';" });
    expect(layeringViolations(sources, uses)).toEqual([
      'studio/project/kinds.ts -> commerce/offer.ts: studio/ imports commerce/, not in PILLAR_USES',
    ]);
    expect(unusedPillarUses(tree(clean), { ...uses, live: { studio: 'gone' } })).toEqual(['live -> studio']);
  });

  it('reports a house importing a top-level entry, and an entry holding more than re-exports', () => {
    const sources = tree({
      ...clean,
      'studio/project/kinds.ts': "import { x } from '../../index.ts';",
      'api.ts': "export * from './kernel/errors.ts';\nexport const PATH = '/api';",
    });
    expect(layeringViolations(sources, uses)).toEqual(['studio/project/kinds.ts -> index.ts: studio/ imports the entry index.ts']);
    expect(entriesWithCode(sources)).toEqual(['api.ts']);
  });

  it('ignores an import that is only in a comment', () => {
    const sources = tree({
      ...clean,
      'kernel/locale.ts': "// import { a } from '../platform/company/menu.ts';\n/* import '../studio/project/index.ts'; */",
    });
    expect(layeringViolations(sources, uses)).toEqual([]);
  });

  it('reports an import cycle between files, and a file importing itself', () => {
    const sources = tree({
      ...clean,
      'studio/a.ts': "import { b } from './b.ts';",
      'studio/b.ts': "import { c } from './c';",
      'studio/c.ts': "import { a } from './a.ts';",
      'live/self.ts': "import { me } from './self.ts';",
    });
    expect(importCycles(sources)).toEqual([['studio/a.ts', 'studio/b.ts', 'studio/c.ts'], ['live/self.ts']]);
  });

  it('reports a file outside every house and an unresolved import', () => {
    const sources = tree({ ...clean, 'api/video.ts': "import { gone } from './missing.ts';", 'viseme.ts': '' });
    expect(homeless(sources).sort()).toEqual(['api/video.ts', 'viseme.ts']);
    expect(edgesOf(sources).unresolved).toEqual(['api/video.ts: ./missing.ts']);
  });
});
