import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 23 ("one house per pillar"): apps/web/src is `app/` (entry, providers, the shell, the route
 * table), `lib/` (what every pillar may use) and one folder per pillar (README.md). This scan keeps
 * the arrows pointing down, reading the sources as text:
 * - `lib/` imports no pillar and not `app/`;
 * - no pillar imports `app/`;
 * - `platform/` imports no other pillar (the others may use it);
 * - no file-level import cycle;
 * - every file lives in a house (a new top-level folder must be placed in README.md and here).
 * Each rule is proved on a small in-memory tree with a deliberate violation (the last describe).
 */
const SOURCE_ROOT = import.meta.dirname;
const PILLARS = ['platform', 'studio', 'conversation', 'live', 'commerce'] as const;
const HOUSES = ['app', 'lib', ...PILLARS];
/** Files allowed at the top of src/ (outside every house). */
const TOP_LEVEL_FILES = ['README.md', 'layering.test.ts'];

/**
 * Imports that break a rule but are accepted for now, as `from -> to` (paths under src/), each with
 * its reason. Empty since the move; never grow it without a reason a reviewer would accept.
 */
const ALLOWED: Record<string, string> = {};

/** Path (under src/, `/`-separated) -> text. Only .ts/.tsx texts are parsed; other files are there to be resolved. */
type Sources = ReadonlyMap<string, string>;

function readTree(dir: string, prefix = ''): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const rel = prefix + entry.name;
    if (entry.isDirectory()) for (const [k, v] of readTree(path.join(dir, entry.name), `${rel}/`)) files.set(k, v);
    else files.set(rel, /\.tsx?$/.test(entry.name) ? fs.readFileSync(path.join(dir, entry.name), 'utf8') : '');
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
  /\bnew\s+URL\s*\(\s*(['"])([^'"]+)\1\s*,\s*import\.meta\.url/g, // new URL('…', import.meta.url)
];

/** The relative specifiers a source names. */
function relativeSpecifiers(text: string): string[] {
  const code = codeOf(text);
  const found = new Set<string>();
  for (const pattern of SPECIFIER_PATTERNS) for (const match of code.matchAll(pattern)) if (match[2]?.startsWith('.')) found.add(match[2]);
  return [...found];
}

function resolve(sources: Sources, from: string, specifier: string): string | null {
  const clean = specifier.replace(/\?.*$/, '');
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), clean));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (sources.has(candidate)) return candidate;
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
    if (!/\.tsx?$/.test(file)) continue;
    for (const specifier of relativeSpecifiers(text)) {
      const to = resolve(sources, file, specifier);
      if (to === null) {
        // Imports of files outside src/ (none today) are not the rules' business.
        if (!path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)).startsWith('..'))
          unresolved.push(`${file}: ${specifier}`);
      } else edges.push({ from: file, to });
    }
  }
  return { edges, unresolved };
}

const houseOf = (file: string): string | null => (file.includes('/') ? file.slice(0, file.indexOf('/')) : null);

/** Files outside every house. */
function homeless(sources: Sources): string[] {
  return [...sources.keys()].filter((file) => {
    const house = houseOf(file);
    return house === null ? !TOP_LEVEL_FILES.includes(file) : !HOUSES.includes(house);
  });
}

/** Each import against the arrows, as `from -> to: rule`. */
function layeringViolations(sources: Sources): string[] {
  const violations: string[] = [];
  for (const { from, to } of edgesOf(sources).edges) {
    const [a, b] = [houseOf(from), houseOf(to)];
    if (a === b || a === null || b === null) continue;
    const isPillar = (house: string) => (PILLARS as readonly string[]).includes(house);
    let rule: string | null = null;
    if (a === 'lib') rule = `lib/ imports ${b}/`;
    else if (isPillar(a) && b === 'app') rule = `a pillar (${a}/) imports app/`;
    else if (a === 'platform' && isPillar(b)) rule = `platform/ imports another pillar (${b}/)`;
    if (rule) violations.push(`${from} -> ${to}: ${rule}`);
  }
  return violations;
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

describe('layering of the web app (issue 23)', () => {
  const sources = readTree(SOURCE_ROOT);
  // This file's fixtures below are text of imports, not imports.
  sources.set('layering.test.ts', '');
  const { edges, unresolved } = edgesOf(sources);

  it('reads the tree it is meant to check', () => {
    expect(sources.has('app/main.tsx')).toBe(true);
    expect(sources.has('lib/api/http.ts')).toBe(true);
    expect(edges.length).toBeGreaterThan(2000);
    expect(edges).toContainEqual({ from: 'app/router.tsx', to: 'platform/routes.tsx' });
    // The rules pass vacuously if the parser loses imports: every relative specifier must resolve.
    expect(unresolved).toEqual([]);
  });

  it('keeps every file in a house', () => {
    expect(homeless(sources), 'place these in app/, lib/ or a pillar (and say so in README.md)').toEqual([]);
  });

  it('points every import down: lib/ uses no pillar nor app/, no pillar uses app/, platform/ uses no other pillar', () => {
    expect(withoutAllowed(layeringViolations(sources))).toEqual([]);
  });

  it('has no import cycle between files', () => {
    expect(importCycles(sources)).toEqual([]);
  });

  it('lists in ALLOWED only imports that still break a rule', () => {
    const current = new Set(layeringViolations(sources).map((v) => v.slice(0, v.indexOf(': '))));
    expect(
      Object.keys(ALLOWED).filter((key) => !current.has(key)),
      'remove these from ALLOWED',
    ).toEqual([]);
  });
});

describe('the layering checker itself', () => {
  const tree = (files: Record<string, string>): Sources => new Map(Object.entries(files));
  const clean = {
    'app/main.tsx': "import { router } from './router.tsx';\nimport '../lib/ui/global.css';",
    'app/router.tsx': "import { studioRoutes } from '../studio/routes.tsx';\nimport { platformRoutes } from '../platform/routes.tsx';",
    'lib/ui/global.css': '',
    'lib/api/http.ts': "import { toast } from '../ui/notify';",
    'lib/ui/notify.ts': 'export const toast = 1;',
    'platform/routes.tsx': "import { toast } from '../lib/ui/notify.ts';\nexport const platformRoutes = [];",
    'studio/routes.tsx':
      "import { platformRoutes } from '../platform/routes.tsx';\nexport const studioRoutes = () => import('./Page.tsx');",
    'studio/Page.tsx': "import { api } from '../lib/api/http.ts';",
  };

  it('finds nothing in a tree that keeps the rules (pillars may use platform/ and lib/)', () => {
    const sources = tree(clean);
    expect(edgesOf(sources).unresolved).toEqual([]);
    expect(edgesOf(sources).edges).toHaveLength(9);
    expect(layeringViolations(sources)).toEqual([]);
    expect(importCycles(sources)).toEqual([]);
    expect(homeless(sources)).toEqual([]);
  });

  it('reports lib/ importing a pillar or app/', () => {
    const sources = tree({
      ...clean,
      'lib/api/http.ts': "import { useAuthStore } from '../../platform/auth/authStore.ts';\nexport { router } from '../../app/router.tsx';",
      'platform/auth/authStore.ts': '',
    });
    expect(layeringViolations(sources)).toEqual([
      'lib/api/http.ts -> platform/auth/authStore.ts: lib/ imports platform/',
      'lib/api/http.ts -> app/router.tsx: lib/ imports app/',
    ]);
  });

  it('reports a pillar importing app/, however it is imported', () => {
    const sources = tree({
      ...clean,
      'studio/Page.tsx': "const shell = () => import('../app/router.tsx');",
      'studio/Page.test.ts': "vi.mock('../app/main.tsx', () => ({}));",
      'live/x.ts': "import type { X } from '../app/router';",
    });
    expect(layeringViolations(sources).sort()).toEqual([
      'live/x.ts -> app/router.tsx: a pillar (live/) imports app/',
      'studio/Page.test.ts -> app/main.tsx: a pillar (studio/) imports app/',
      'studio/Page.tsx -> app/router.tsx: a pillar (studio/) imports app/',
    ]);
  });

  it('reports platform/ importing another pillar, not another pillar importing platform/', () => {
    const sources = tree({
      ...clean,
      'platform/notices/view.ts': "export { WIZARD_ROUTES } from '../../studio/wizards/paths.ts';",
      'studio/wizards/paths.ts': "import { x } from '../../platform/notices/view.ts';",
    });
    expect(layeringViolations(sources)).toEqual([
      'platform/notices/view.ts -> studio/wizards/paths.ts: platform/ imports another pillar (studio/)',
    ]);
  });

  it('ignores an import that is only in a comment', () => {
    const sources = tree({
      ...clean,
      'lib/ui/notify.ts': "// import { a } from '../../platform/routes.tsx';\n/* import '../../app/main.tsx'; */",
    });
    expect(layeringViolations(sources)).toEqual([]);
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
    const sources = tree({ ...clean, 'pages/Home.tsx': "import { gone } from './missing.ts';", 'main.tsx': '' });
    expect(homeless(sources).sort()).toEqual(['main.tsx', 'pages/Home.tsx']);
    expect(edgesOf(sources).unresolved).toEqual(['pages/Home.tsx: ./missing.ts']);
  });
});
