import { describe, expect, it } from 'vitest';
import { InputClosedError, ProcessAbortedError, ProcessFailedError } from './errors.ts';
import { writeWithBackpressure } from './pipe.ts';
import { runProcess, startProcess, STDERR_TAIL_CHARS } from './run.ts';

// Real ffmpeg throughout: the gateway exists for it, and its behaviour (stderr volume, exit on
// a closed pipe) is what the gateway must get right.
const FOREVER = ['-hide_banner', '-f', 'lavfi', '-i', 'anullsrc=r=8000:cl=mono', '-f', 'null', '-'];
const ECHO_PCM = ['-hide_banner', '-loglevel', 'error', '-f', 's16le', '-ar', '8000', '-ac', '1', '-i', 'pipe:0', '-f', 's16le', 'pipe:1'];

describe('process gateway', () => {
  it('feeds stdin and collects stdout', async () => {
    const pcm = Buffer.from(Array.from({ length: 16_000 }, (_, i) => i % 251));
    const out = await runProcess('ffmpeg', ECHO_PCM, { input: pcm });
    expect(out.equals(pcm)).toBe(true);
  });

  it('fails with the end of stderr, bounded', async () => {
    const error = await runProcess('ffmpeg', ['-hide_banner', '-i', '/nonexistent/input.wav', '-f', 'null', '-']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProcessFailedError);
    const failed = error as ProcessFailedError;
    expect(failed.exit).not.toBe(0);
    expect(failed.timedOut).toBe(false);
    expect(failed.stderrTail).toContain('No such file or directory');
    expect(failed.stderrTail.length).toBeLessThanOrEqual(STDERR_TAIL_CHARS);
    expect(failed.message).toMatch(/^ffmpeg failed \(1\): /);
  });

  it('keeps only the last part of a long stderr', async () => {
    // -loglevel debug on a 2 s input writes far more than the bound.
    const args = ['-loglevel', 'debug', '-f', 'lavfi', '-i', 'anullsrc=r=8000:cl=mono', '-t', '2', '-f', 'null', '-'];
    const { stderrTail } = await startProcess('ffmpeg', args).done;
    expect(stderrTail.length).toBe(STDERR_TAIL_CHARS);
  });

  it('kills the child when the signal fires and rejects as an abort', async () => {
    const controller = new AbortController();
    const running = startProcess('ffmpeg', FOREVER, { signal: controller.signal, stdout: 'ignore', abortMessage: 'render cancelled' });
    controller.abort();
    await expect(running.done).rejects.toMatchObject({ name: 'AbortError', message: 'render cancelled' });
  });

  it('does not start at all when the signal already fired', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(runProcess('ffmpeg', FOREVER, { signal: controller.signal })).rejects.toBeInstanceOf(ProcessAbortedError);
  });

  it('kills a child that runs past its timeout', async () => {
    const error = await runProcess('ffmpeg', FOREVER, { timeoutMs: 300 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProcessFailedError);
    expect((error as ProcessFailedError).timedOut).toBe(true);
    expect((error as ProcessFailedError).exit).toBe('SIGKILL');
  });

  it('streams into stdin with backpressure, and reports a closed pipe when the child dies', async () => {
    const running = startProcess(
      'ffmpeg',
      ['-hide_banner', '-loglevel', 'error', '-f', 's16le', '-ar', '8000', '-ac', '1', '-i', 'pipe:0', '-f', 'null', '-'],
      {
        stdin: 'pipe',
        stdout: 'ignore',
      },
    );
    const stdin = running.stdin!;
    const chunk = new Uint8Array(64 * 1024);
    for (let i = 0; i < 64; i++) await writeWithBackpressure(stdin, chunk, 'ffmpeg');
    stdin.end();
    await expect(running.done).resolves.toMatchObject({ stdout: Buffer.alloc(0) });

    const dying = startProcess('ffmpeg', FOREVER.slice(0, -3).concat(['-t', '0.1', '-f', 'null', '-']), {
      stdin: 'pipe',
      stdout: 'ignore',
    });
    await dying.done;
    // ffmpeg exited without reading: writing until the pipe is full ends in InputClosedError.
    let outcome: unknown = null;
    for (let i = 0; i < 1024 && outcome === null; i++) {
      const pending = writeWithBackpressure(dying.stdin!, chunk, 'ffmpeg');
      if (pending)
        outcome = await pending.then(
          () => null,
          (e: unknown) => e,
        );
      // The broken pipe is reported asynchronously: let the event loop deliver it.
      else await new Promise((resolve) => setImmediate(resolve));
    }
    expect(outcome).toBeInstanceOf(InputClosedError);
  });

  it('rejects with the spawn error for a program that is not installed', async () => {
    // Outside the Tool list on purpose: nothing else shows what a missing binary looks like.
    const missing = 'orator-no-such-program' as 'ffmpeg';
    await expect(runProcess(missing, [])).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
