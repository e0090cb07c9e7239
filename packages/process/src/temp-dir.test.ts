import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sweepOrphanTempDirs } from './sweep.ts';
import { createTempDir, OWNER_FILE, withTempDir } from './temp-dir.ts';

let parent: string;
beforeEach(() => {
  parent = fs.mkdtempSync(path.join(os.tmpdir(), 'sweep-test-'));
});
afterEach(() => fs.rmSync(parent, { recursive: true, force: true }));

const HOUR = 3600_000;

function folder(name: string, opts: { owner?: object; ageMs?: number } = {}): string {
  const dir = path.join(parent, name);
  fs.mkdirSync(dir);
  fs.writeFileSync(path.join(dir, 'voice-0.wav'), 'x');
  if (opts.owner) fs.writeFileSync(path.join(dir, OWNER_FILE), JSON.stringify(opts.owner));
  const when = new Date(Date.now() - (opts.ageMs ?? 0));
  fs.utimesSync(dir, when, when);
  return dir;
}

/** A separate Node process that makes a render temp folder in `parent` and then idles. */
async function startRenderer(): Promise<{ dir: string; kill: () => Promise<void> }> {
  const module = new URL('./temp-dir.ts', import.meta.url).pathname;
  const script = `const m = await import(${JSON.stringify(module)}); const d = await m.createTempDir('render', ${JSON.stringify(parent)}); console.log(d.path); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [line] = (await once(child.stdout, 'data')) as [Buffer];
  return {
    dir: line.toString().trim(),
    kill: async () => {
      child.kill('SIGKILL');
      await once(child, 'exit');
    },
  };
}

describe('temp folders', () => {
  it('are marked with their owner and removed after the work, also when it throws', async () => {
    let seen = '';
    await expect(
      withTempDir('render', async (dir) => {
        seen = dir;
        expect(path.basename(dir)).toMatch(/^orator-render-[A-Za-z0-9]{6}$/);
        expect(JSON.parse(fs.readFileSync(path.join(dir, OWNER_FILE), 'utf8'))).toMatchObject({ pid: process.pid, host: os.hostname() });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(fs.existsSync(seen)).toBe(false);
  });

  it('refuses a purpose that would break the naming the sweep relies on', async () => {
    await expect(createTempDir('Render-1')).rejects.toThrow(/lowercase word/);
  });
});

describe('start-up sweep', () => {
  it("removes a killed process's folder and keeps a running one's", async () => {
    const renderer = await startRenderer();
    const mine = await createTempDir('render', parent);
    expect(await sweepOrphanTempDirs({ parent })).toEqual([]);
    expect(fs.existsSync(renderer.dir)).toBe(true);

    await renderer.kill();
    expect(await sweepOrphanTempDirs({ parent })).toEqual([renderer.dir]);
    expect(fs.existsSync(renderer.dir)).toBe(false);
    expect(fs.existsSync(mine.path)).toBe(true);
    await mine.remove();
  });

  it('treats a reused pid as gone (same number, other start time)', async () => {
    const reused = folder('orator-render-Reuse1', { owner: { pid: process.pid, host: os.hostname(), startTicks: '1' } });
    expect(await sweepOrphanTempDirs({ parent })).toEqual([reused]);
  });

  it('removes unowned legacy folders only past the grace period, and never unowned look-alikes', async () => {
    const old = folder('orator-render-Old123', { ageMs: 4 * HOUR });
    folder('orator-render-New123', { ageMs: 10 * 60_000 });
    folder('orator-accounts-Old123', { ageMs: 30 * HOUR });
    folder('orator-render-kill-Old123', { ageMs: 30 * HOUR });
    expect(await sweepOrphanTempDirs({ parent })).toEqual([old]);
  });

  it('leaves folders of another host alone until they are a day old', async () => {
    const owner = { pid: 1, host: 'some-other-host', startTicks: null };
    folder('orator-render-Fresh1', { owner, ageMs: HOUR });
    const stale = folder('orator-render-Stale1', { owner, ageMs: 25 * HOUR });
    expect(await sweepOrphanTempDirs({ parent })).toEqual([stale]);
  });
});
