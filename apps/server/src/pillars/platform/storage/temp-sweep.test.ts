import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SWEEP_GRACE_MS, sweepTempFiles } from './temp-sweep.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'orator-sweep-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function age(p: string, ms: number): void {
  const then = new Date(Date.now() - ms);
  fs.utimesSync(p, then, then);
}

describe('sweepTempFiles at start-up', () => {
  it('removes idle .part files and leftovers of finished uploads, keeps live ones', async () => {
    const temp = path.join(root, 'tmp');
    const multipart = path.join(temp, 'multipart');
    const live = 'a'.repeat(32);
    const gone = 'b'.repeat(32);
    const busy = 'c'.repeat(32);
    const ancient = 'd'.repeat(32);
    for (const id of [live, gone, busy, ancient]) fs.mkdirSync(path.join(multipart, id), { recursive: true });
    const idle = 20 * 60_000;
    const files: [string, number][] = [
      [path.join(temp, 'crashed.part'), idle],
      [path.join(temp, 'writing.part'), 1000],
      [path.join(temp, 'keep.txt'), idle],
      [path.join(multipart, live, 'assembly'), idle],
      [path.join(multipart, gone, 'assembly'), idle],
      [path.join(multipart, busy, 'assembly'), 1000],
      [path.join(multipart, ancient, 'assembly'), 48 * 3600_000],
    ];
    for (const [file, ms] of files) {
      fs.writeFileSync(file, 'x');
      age(file, ms);
    }
    for (const [id, ms] of [
      [live, idle],
      [gone, idle],
      [busy, idle],
      [ancient, 48 * 3600_000],
    ] as const)
      age(path.join(multipart, id), ms);
    // Only `live` and `ancient` still have an unfinished upload row; `busy` was just written to.
    const liveIds = new Set([live, ancient]);
    const removed = await sweepTempFiles(temp, multipart, { isLiveUpload: async (id) => liveIds.has(id) });
    expect(idle).toBeGreaterThan(SWEEP_GRACE_MS);
    expect(removed).toBe(3);
    expect(fs.readdirSync(temp).sort()).toEqual(['keep.txt', 'multipart', 'writing.part']);
    expect(fs.readdirSync(multipart).sort()).toEqual([live, busy].sort());
  });
});
