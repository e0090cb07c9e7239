/** Spawning ffmpeg/ffprobe with cancellation, error text from stderr and stdin backpressure. */
import { spawn, type ChildProcess } from 'node:child_process';
import type { Writable } from 'node:stream';

export class RenderAbortedError extends Error {
  constructor() {
    super('render cancelled');
    this.name = 'AbortError';
  }
}

/** The encoder stopped reading frames; its own error (from `done`) says why. */
export class EncoderInputClosedError extends Error {
  constructor() {
    super('encoder closed its input');
    this.name = 'EncoderInputClosedError';
  }
}

export interface RunningProcess {
  child: ChildProcess;
  /** Resolves when the process exits with status 0; rejects with its stderr otherwise. */
  done: Promise<void>;
  stdout: Buffer[];
}

/** Keeps the last part of stderr: ffmpeg's useful error is at the end. */
const STDERR_TAIL = 4000;

/** What happens to the child's stdout: dropped, collected into `stdout`, or left to the caller to stream. */
export type StdoutMode = 'ignore' | 'collect' | 'stream';

export function startProcess(
  command: string,
  args: readonly string[],
  signal?: AbortSignal,
  stdoutMode: StdoutMode = 'ignore',
): RunningProcess {
  const child = spawn(command, args, { stdio: ['pipe', stdoutMode === 'ignore' ? 'ignore' : 'pipe', 'pipe'] });
  const stdout: Buffer[] = [];
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_TAIL);
  });
  if (stdoutMode === 'collect') child.stdout?.on('data', (chunk: Buffer) => stdout.push(chunk));
  // A killed encoder closes its stdin; the frame writer sees that as EPIPE, reported via `done`.
  child.stdin?.on('error', () => {});
  const onAbort = () => child.kill('SIGKILL');
  signal?.addEventListener('abort', onAbort, { once: true });
  const done = new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, killedBy) => {
      signal?.removeEventListener('abort', onAbort);
      if (signal?.aborted) reject(new RenderAbortedError());
      else if (code === 0) resolve();
      else reject(new Error(`${command} failed (${code ?? killedBy}): ${stderr.trim()}`));
    });
  });
  return { child, done, stdout };
}

export async function runProcess(command: string, args: readonly string[], signal?: AbortSignal): Promise<Buffer> {
  const running = startProcess(command, args, signal, 'collect');
  running.child.stdin?.end();
  await running.done;
  return Buffer.concat(running.stdout);
}

/** Writes one frame, waiting for the pipe to drain when ffmpeg is behind (backpressure). */
export function writeWithBackpressure(stream: Writable, data: Uint8Array): Promise<void> | null {
  if (stream.write(data)) return null;
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      stream.off('drain', onDrain);
      stream.off('close', onClose);
    };
    const onDrain = () => {
      cleanup();
      resolve();
    };
    const onClose = () => {
      cleanup();
      reject(new EncoderInputClosedError());
    };
    stream.on('drain', onDrain);
    stream.on('close', onClose);
  });
}

export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new RenderAbortedError();
}
