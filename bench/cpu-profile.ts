/**
 * Reads a V8 `.cpuprofile` (from `node --cpu-prof`) and sums self time per function and per
 * place (our source files, or the package under node_modules), so a bench can say where the
 * server spent its time.
 */
import fs from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileItem {
  name: string;
  ms: number;
  share: number;
}

export interface ProfileSummary {
  totalMs: number;
  functions: ProfileItem[];
  places: ProfileItem[];
}

/** Where a frame lives: `pkg:<name>` for dependencies, the repo-relative path for ours, or the V8 category. */
function placeOf(url: string, functionName: string): string {
  if (!url) return `(${functionName || 'native'})`;
  const file = url.replace(/^file:\/\//, '');
  const modules = file.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const rest = file.slice(modules + '/node_modules/'.length).split('/');
    return `pkg:${rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]}`;
  }
  if (file.startsWith('node:')) return file;
  const marker = file.search(/\/(apps|packages)\//);
  return marker >= 0 ? file.slice(marker + 1) : path.basename(file);
}

function top(totals: Map<string, number>, totalMs: number, count: number): ProfileItem[] {
  return [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => ({ name, ms: Math.round(ms), share: Number((ms / totalMs).toFixed(3)) }));
}

/** Monotonic clock in microseconds, the clock V8 stamps profile samples with (on Linux). */
export function monotonicMicros(): number {
  return Number(process.hrtime.bigint() / 1000n);
}

/**
 * Self time per function and place; with `window` (monotonic µs, see monotonicMicros) only
 * the samples taken inside it, e.g. the load phase without start-up and shutdown.
 */
export function summariseProfile(file: string, count = 15, window?: { from: number; to: number }): ProfileSummary {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map<number, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    if (window && (at < window.from || at > window.to)) return;
    selfMs.set(id, (selfMs.get(id) ?? 0) + delta / 1000);
  });
  const functions = new Map<string, number>();
  const places = new Map<string, number>();
  let totalMs = 0;
  for (const [id, ms] of selfMs) {
    const node = byId.get(id);
    if (!node) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const place = placeOf(url, functionName);
    const name = `${functionName || '(anonymous)'} ${place}${url ? `:${lineNumber + 1}` : ''}`;
    functions.set(name, (functions.get(name) ?? 0) + ms);
    places.set(place, (places.get(place) ?? 0) + ms);
    totalMs += ms;
  }
  return { totalMs: Math.round(totalMs), functions: top(functions, totalMs, count), places: top(places, totalMs, count) };
}

export function printProfile(title: string, summary: ProfileSummary): void {
  console.log(`${title}: ${summary.totalMs} ms sampled`);
  console.log('  self time by place:');
  for (const item of summary.places) console.log(`    ${(item.share * 100).toFixed(1).padStart(5)} %  ${item.name}`);
  console.log('  self time by function:');
  for (const item of summary.functions) console.log(`    ${(item.share * 100).toFixed(1).padStart(5)} %  ${item.name}`);
}

// `tsx bench/cpu-profile.ts <file.cpuprofile>` prints one profile.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const file = process.argv[2];
  if (!file) throw new Error('usage: tsx bench/cpu-profile.ts <file.cpuprofile>');
  printProfile(path.basename(file), summariseProfile(file, Number(process.argv[3] ?? 25)));
}
