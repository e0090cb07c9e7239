import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sweepTempFiles } from './temp-sweep.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'orator-sweep-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('sweepTempFiles', () => {
  it('removes only old temp files and old multipart folders', async () => {
    const temp = path.join(root, 'tmp');
    const multipart = path.join(temp, 'multipart');
    fs.mkdirSync(path.join(multipart, 'old'), { recursive: true });
    fs.mkdirSync(path.join(multipart, 'fresh'), { recursive: true });
    for (const file of [
      path.join(temp, 'old.part'),
      path.join(temp, 'fresh.part'),
      path.join(temp, 'keep.txt'),
      path.join(multipart, 'old', '1'),
      path.join(multipart, 'fresh', '1'),
    ])
      fs.writeFileSync(file, 'x');
    const past = new Date(Date.now() - 30 * 24 * 3600_000);
    for (const p of [
      path.join(temp, 'old.part'),
      path.join(temp, 'keep.txt'),
      path.join(multipart, 'old', '1'),
      path.join(multipart, 'old'),
    ])
      fs.utimesSync(p, past, past);
    expect(await sweepTempFiles(temp, multipart)).toBe(2);
    expect(fs.readdirSync(temp).sort()).toEqual(['fresh.part', 'keep.txt', 'multipart']);
    expect(fs.readdirSync(multipart)).toEqual(['fresh']);
  });
});
