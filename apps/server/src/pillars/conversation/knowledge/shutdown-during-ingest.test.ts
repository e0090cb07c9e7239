import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../../../../..');
const SCRIPT = path.join(import.meta.dirname, '../../../../test/processes/ingest-process.ts');

function run(mode: 'start' | 'resume', dataDir: string, argument = '') {
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT, mode, argument], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (data: Buffer) => (output += data.toString()));
  child.stderr.on('data', (data: Buffer) => (output += data.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const printed = async (text: string, timeoutMs: number): Promise<void> => {
    const until = Date.now() + timeoutMs;
    while (!output.includes(text)) {
      if (child.exitCode !== null || Date.now() > until) throw new Error(`no "${text}" from the process:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  return { child, exited, printed, output: () => output };
}

/** Issue 24 §2: SIGTERM during an ingest ends the process within 10 s; the restart finishes the document once. */
describe('shutdown during a knowledge ingest (real process, embedded PGlite)', () => {
  it('ends within 10 s on SIGTERM, and the restarted process finishes the document without duplicates', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orator-ingest-stop-'));
    try {
      const first = run('start', dataDir);
      await first.printed('processing', 240_000);
      const signalled = performance.now();
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      const stopMs = performance.now() - signalled;
      console.log(`SIGTERM during ingest: exited in ${stopMs.toFixed(0)} ms`);
      expect(stopMs).toBeLessThan(10_000);

      const started =
        first
          .output()
          .split('\n')
          .find((line) => line.startsWith('processing ')) ?? '';
      const second = run('resume', dataDir, started.slice('processing '.length));
      await second.printed('"status"', 240_000);
      expect(await second.exited).toBe(0);
      const result = JSON.parse(
        second
          .output()
          .split('\n')
          .find((line) => line.startsWith('{"status"')) ?? '{}',
      ) as {
        status: string;
        segmentCount: number;
        stored: number;
      };
      expect(result.status).toBe('available');
      expect(result.segmentCount).toBeGreaterThan(1000);
      expect(result.stored).toBe(result.segmentCount);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 600_000);
});
