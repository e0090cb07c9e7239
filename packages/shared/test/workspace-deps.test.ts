import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 23: each package of the repository declares in its package.json every `@orator/*` package it
 * imports. npm links every workspace into node_modules, so an undeclared import resolves today and
 * only breaks when the package is installed or built alone; this scan makes the declaration true.
 * The packages are the root (it owns e2e/, bench/, scripts/ and the configs) and each workspace
 * (apps/*, packages/*): a file belongs to the package whose folder holds it most closely.
 */
const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const SCANNED = /\.(?:ts|tsx|mts|js|mjs|cjs)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', '.git', 'dist', 'build', 'coverage']);

interface PackageInfo {
  /** Folder relative to the repository root, `/`-separated; '' for the root. */
  dir: string;
  name: string;
  /** Names in dependencies, devDependencies, peerDependencies and optionalDependencies. */
  declared: readonly string[];
}

/** Path (relative to the repository root, `/`-separated) -> text. */
type Sources = ReadonlyMap<string, string>;

function readPackage(dir: string): PackageInfo {
  const json = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, dir, 'package.json'), 'utf8')) as Record<string, unknown>;
  const sections = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'];
  const declared = sections.flatMap((section) => Object.keys((json[section] as Record<string, string> | undefined) ?? {}));
  return { dir, name: String(json.name), declared };
}

/** The root and its workspaces, from the root's `workspaces` globs (`folder/*` or a folder). */
function readPackages(): PackageInfo[] {
  const root = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { workspaces: string[] };
  const dirs = root.workspaces.flatMap((glob) =>
    glob.endsWith('/*')
      ? fs
          .readdirSync(path.join(REPO_ROOT, glob.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(REPO_ROOT, glob.slice(0, -2), entry.name, 'package.json')))
          .map((entry) => `${glob.slice(0, -2)}/${entry.name}`)
      : [glob],
  );
  return [readPackage(''), ...dirs.map(readPackage)];
}

function readSources(dir = '', files = new Map<string, string>()): Map<string, string> {
  for (const entry of fs.readdirSync(path.join(REPO_ROOT, dir), { withFileTypes: true })) {
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) readSources(rel, files);
    } else if (SCANNED.test(entry.name)) files.set(rel, fs.readFileSync(path.join(REPO_ROOT, rel), 'utf8'));
  }
  return files;
}

/** The text without comments, so a comment that shows an import is not one. */
function codeOf(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

const SPECIFIER_PATTERNS = [
  /(?:^|[\s;}])(?:import|export)\s+(?:type\s+)?[^'"`;]*?\sfrom\s*(['"])([^'"]+)\1/gm, // import … from, export … from
  /(?:^|[\s;])import\s*(['"])([^'"]+)\1/gm, // import 'side-effect'
  /\bimport\s*\(\s*(['"])([^'"]+)\1/g, // import('…')
  /\brequire\s*\(\s*(['"])([^'"]+)\1/g, // require('…')
  /\bvi\.(?:mock|doMock|importActual|unmock)\s*(?:<[^>]*>)?\s*\(\s*(['"])([^'"]+)\1/g, // vi.mock('…')
];

/** The `@orator/*` package names a source imports (`@orator/shared/api` names `@orator/shared`). */
function oratorImports(text: string): string[] {
  const code = codeOf(text);
  const found = new Set<string>();
  for (const pattern of SPECIFIER_PATTERNS)
    for (const match of code.matchAll(pattern)) {
      const name = /^@orator\/[^/]+/.exec(match[2] ?? '')?.[0];
      if (name) found.add(name);
    }
  return [...found];
}

/** The package whose folder holds the file most closely (the root holds what no workspace does). */
function ownerOf(packages: readonly PackageInfo[], file: string): PackageInfo | undefined {
  return packages.filter((p) => p.dir === '' || file.startsWith(`${p.dir}/`)).sort((a, b) => b.dir.length - a.dir.length)[0];
}

/**
 * Each import of an `@orator/*` package its owner does not declare, as
 * `package folder (or "root"): @orator/x (first file, N imports)`, sorted.
 */
function undeclaredImports(packages: readonly PackageInfo[], sources: Sources): string[] {
  const missing = new Map<string, { first: string; count: number }>();
  for (const [file, text] of sources) {
    const owner = ownerOf(packages, file);
    if (!owner) continue;
    for (const name of oratorImports(text)) {
      if (name === owner.name || owner.declared.includes(name)) continue;
      const key = `${owner.dir || 'root'}: ${name}`;
      const seen = missing.get(key);
      if (seen) seen.count += 1;
      else missing.set(key, { first: file, count: 1 });
    }
  }
  return [...missing].map(([key, { first, count }]) => `${key} (${first}${count > 1 ? `, ${count} files` : ''})`).sort();
}

/** Declared `@orator/*` names that are no package of the repository (a typo or a removed package). */
function unknownDeclarations(packages: readonly PackageInfo[]): string[] {
  const names = new Set(packages.map((p) => p.name));
  return packages.flatMap((p) =>
    p.declared.filter((d) => d.startsWith('@orator/') && !names.has(d)).map((d) => `${p.dir || 'root'}: ${d}`),
  );
}

describe('workspace dependencies (issue 23)', () => {
  const packages = readPackages();
  const sources = readSources();
  // This file's fixtures below are text of imports, not imports.
  sources.set('packages/shared/test/workspace-deps.test.ts', '');

  it('reads the repository it is meant to check', () => {
    expect(packages.map((p) => p.dir)).toEqual(expect.arrayContaining(['', 'apps/server', 'apps/web', 'packages/shared']));
    expect(sources.has('apps/server/src/main.ts')).toBe(true);
    expect(sources.has('packages/shared/test/workspace-deps.test.ts')).toBe(true);
    expect([...sources.keys()].some((file) => file.includes('node_modules/'))).toBe(false);
  });

  it('has every @orator/* import declared by the package that holds it', () => {
    expect(undeclaredImports(packages, sources), 'add these to the package.json of the folder named, then npm install').toEqual([]);
  });

  it('declares only @orator/* packages that exist', () => {
    expect(unknownDeclarations(packages)).toEqual([]);
  });
});

describe('the dependency checker itself', () => {
  const packages: PackageInfo[] = [
    { dir: '', name: 'orator', declared: ['@orator/shared'] },
    { dir: 'apps/web', name: '@orator/web', declared: ['@orator/shared'] },
    { dir: 'packages/shared', name: '@orator/shared', declared: [] },
    { dir: 'packages/scene', name: '@orator/scene', declared: ['@orator/shared', '@orator/gone'] },
  ];
  const clean = new Map(
    Object.entries({
      'e2e/a.e2e.test.ts': "import { ok } from '@orator/shared/api';",
      'apps/web/src/main.tsx': "import type { X } from '@orator/shared';\nconst later = () => import('@orator/shared/editor');",
      'packages/scene/src/draw.ts': "export { Y } from '@orator/shared/constants';",
      'packages/shared/src/self.test.ts': "vi.mock('@orator/shared/errors');",
      'scripts/start.mjs': "// import { z } from '@orator/scene';\nimport fs from 'node:fs';",
    }),
  );

  it('finds nothing when each package declares what it imports (its own name need not be declared)', () => {
    expect(undeclaredImports(packages, clean)).toEqual([]);
  });

  it('reports an undeclared import, however it is written, under the package that holds the file', () => {
    const sources = new Map([
      ...clean,
      ['apps/web/src/scene.tsx', "import { draw } from '@orator/scene';"],
      ['apps/web/src/later.ts', "const s = await import('@orator/scene/sizes');"],
      ['bench/render.bench.ts', "import '@orator/render';"],
      ['packages/shared/src/bad.test.ts', "vi.mock('@orator/scene', () => ({}));"],
    ]);
    expect(undeclaredImports(packages, sources)).toEqual([
      'apps/web: @orator/scene (apps/web/src/scene.tsx, 2 files)',
      'packages/shared: @orator/scene (packages/shared/src/bad.test.ts)',
      'root: @orator/render (bench/render.bench.ts)',
    ]);
  });

  it('reports a declared @orator/* name that is no package', () => {
    expect(unknownDeclarations(packages)).toEqual(['packages/scene: @orator/gone']);
  });
});
