/**
 * The server's floor plan as checkable rules (issue 23). Pure: it reads a map of
 * `src`-relative path -> source text, so the real tree and a small fixture with a deliberate
 * violation go through the same checker (see src/layering.test.ts).
 *
 * Floors: `kernel/` (http, jobs, db, module contract, tenancy, ledger, AI clients, safe fetch)
 * -> `pillars/platform/` -> the other pillars (`studio`, `conversation`, `live`, `commerce`).
 * The composition root (`app.ts`, `context.ts`, `modules.ts`, `main.ts`, `worker.ts`) wires
 * them together and may import anything.
 */
import path from 'node:path';

export interface ImportEdge {
  from: string;
  to: string;
  typeOnly: boolean;
}

export interface Violation {
  rule: RuleName;
  from: string;
  to: string;
}

export type RuleName =
  | 'kernel imports no pillar'
  | 'platform imports no other pillar'
  | 'another module only through its index.ts'
  | 'another module: types only (services arrive through needs)'
  | 'pillar-level files serve their own pillar'
  | 'nothing imports the composition root'
  | 'no import cycle';

const COMPOSITION_ROOT = new Set(['app.ts', 'context.ts', 'modules.ts', 'main.ts', 'worker.ts']);
const SPECIFIER = /(?:^|[;\s])(import|export)\s+(type\s+)?(?:([^'";]*?)\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/** Source without comments, so a path named in a comment is not an import. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** `import { type A, type B } from` is type-only too: every named binding is a type. */
function bindingsAreTypes(clause: string | undefined): boolean {
  if (!clause) return false;
  const named = /^\{([\s\S]*)\}$/.exec(clause.trim());
  if (!named) return false;
  const names = (named[1] ?? '').split(',').map((part) => part.trim()).filter(Boolean);
  return names.length > 0 && names.every((name) => name.startsWith('type '));
}

export function importsOf(file: string, source: string, files: ReadonlySet<string>): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const match of withoutComments(source).matchAll(SPECIFIER)) {
    const specifier = match[4] ?? match[5];
    if (!specifier) continue;
    const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
    const to = [resolved, `${resolved}.ts`, `${resolved}/index.ts`].find((candidate) => files.has(candidate));
    if (!to) continue;
    const isExportStar = match[1] === 'export' && !match[3];
    const typeOnly = !isExportStar && (Boolean(match[2]) || bindingsAreTypes(match[3]));
    edges.push({ from: file, to, typeOnly: match[5] ? false : typeOnly });
  }
  return edges;
}

/** kernel | root | pillars/<p>/<module> | pillars/studio/wizards/<module> | pillars/<p> (pillar-level file). */
export function unitOf(file: string): { floor: 'kernel' | 'root' | 'pillar'; pillar?: string; module?: string } {
  const parts = file.split('/');
  if (parts[0] === 'kernel') return { floor: 'kernel' };
  if (parts[0] !== 'pillars') return { floor: 'root' };
  const pillar = parts[1];
  if (pillar === 'studio' && parts[2] === 'wizards' && parts.length > 4) return { floor: 'pillar', pillar, module: parts.slice(0, 4).join('/') };
  if (parts.length > 3) return { floor: 'pillar', pillar, module: parts.slice(0, 3).join('/') };
  return { floor: 'pillar', pillar };
}

function edgeViolations(edge: ImportEdge): RuleName[] {
  const from = unitOf(edge.from);
  const to = unitOf(edge.to);
  if (from.floor === 'root') return [];
  if (to.floor === 'root') return COMPOSITION_ROOT.has(edge.to) ? ['nothing imports the composition root'] : [];
  if (to.floor === 'kernel') return [];
  if (from.floor === 'kernel') return ['kernel imports no pillar'];
  const broken: RuleName[] = [];
  if (from.pillar === 'platform' && to.pillar !== 'platform') broken.push('platform imports no other pillar');
  if (!to.module) {
    if (from.pillar !== to.pillar) broken.push('pillar-level files serve their own pillar');
    return broken;
  }
  if (from.module === to.module) return broken;
  if (edge.to !== `${to.module}/index.ts`) broken.push('another module only through its index.ts');
  else if (!edge.typeOnly) broken.push('another module: types only (services arrive through needs)');
  return broken;
}

/** Strongly connected groups of more than one file (Tarjan), type imports included. */
export function importCycles(edges: ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let counter = 0;
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      for (let member = stack.pop()!; ; member = stack.pop()!) {
        onStack.delete(member);
        group.push(member);
        if (member === node) break;
      }
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return groups;
}

/** Every rule over a tree given as `src`-relative path -> source. Test files are left out. */
export function checkLayering(sources: ReadonlyMap<string, string>): Violation[] {
  const files = new Set(sources.keys());
  const edges = [...sources]
    .filter(([file]) => !file.endsWith('.test.ts'))
    .flatMap(([file, source]) => importsOf(file, source, files));
  const violations: Violation[] = edges.flatMap((edge) => edgeViolations(edge).map((rule) => ({ rule, from: edge.from, to: edge.to })));
  for (const group of importCycles(edges)) violations.push({ rule: 'no import cycle', from: group[0] ?? '', to: group.slice(1).join(' ') });
  return violations;
}
