import { spawn, type ChildProcess } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { ProcessAbortedError, ProcessFailedError } from './errors.ts';

/**
 * The external programs Orator runs. Naming them here keeps the list of system dependencies
 * in one place (scripts/system-packages.txt installs them).
 */
export type Tool = 'ffmpeg' | 'ffprobe' | 'festival' | 'flite' | 'pocketsphinx_continuous' | 'soffice' | 'pdftoppm' | 'apertium';

/** How much of stderr a failure keeps: ffmpeg's useful line is the last one, after pages of progress. */
export const STDERR_TAIL_CHARS = 4000;

export interface StartOptions {
  /** Kills the child (SIGKILL) when fired; `done` then rejects with ProcessAbortedError. */
  signal?: AbortSignal;
  /** Kills the child after this long; `done` rejects with a ProcessFailedError marked timedOut. */
  timeoutMs?: number;
  /** Written to stdin, which is then closed. Without it stdin is closed at once, unless `stdin: 'pipe'`. */
  input?: Buffer | string;
  /** 'pipe' leaves stdin open for the caller to stream into (ffmpeg's raw frame input). */
  stdin?: 'pipe' | 'close';
  /** 'collect' gathers stdout into the result; 'stream' leaves it to the caller; 'ignore' drops it. */
  stdout?: 'collect' | 'stream' | 'ignore';
  /** Message of the ProcessAbortedError (e.g. "render cancelled"). */
  abortMessage?: string;
  cwd?: string;
}

interface ProcessResult {
  /** Empty unless `stdout: 'collect'`. */
  stdout: Buffer;
  stderrTail: string;
}

export interface RunningProcess {
  readonly command: string;
  /** Open only with `stdin: 'pipe'`. Write errors (EPIPE after the child died) surface through `done`. */
  readonly stdin: Writable | null;
  /** Present with `stdout: 'stream'`. */
  readonly stdout: Readable | null;
  /** Settles once the child has exited and its pipes are closed. */
  readonly done: Promise<ProcessResult>;
  /** SIGKILL; safe to call any number of times, before or after exit. */
  kill(): void;
}

/** Starts a program: one place for cancellation, timeouts, bounded stderr and pipe errors. */
export function startProcess(command: Tool, args: readonly string[], options: StartOptions = {}): RunningProcess {
  const { signal, timeoutMs, input, stdout: stdoutMode = 'collect' } = options;
  if (signal?.aborted) {
    const done = Promise.reject(new ProcessAbortedError(options.abortMessage));
    done.catch(() => {}); // the caller awaits `done`; this only keeps an unawaited copy quiet
    return { command, stdin: null, stdout: null, done, kill: () => {} };
  }
  const child: ChildProcess = spawn(command, args, {
    stdio: ['pipe', stdoutMode === 'ignore' ? 'ignore' : 'pipe', 'pipe'],
    cwd: options.cwd,
  });
  let stderrTail = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderrTail = (stderrTail + chunk.toString('utf8')).slice(-STDERR_TAIL_CHARS);
  });
  const collected: Buffer[] = [];
  if (stdoutMode === 'collect') child.stdout?.on('data', (chunk: Buffer) => collected.push(chunk));
  // A child that exits early closes its stdin; writing then fails with EPIPE. Its exit status
  // (reported by `done`) is the real news, so the pipe error itself is not.
  child.stdin?.on('error', () => {});

  let timedOut = false;
  const kill = (): void => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  const onAbort = (): void => kill();
  signal?.addEventListener('abort', onAbort, { once: true });
  const timer =
    timeoutMs !== undefined && timeoutMs > 0
      ? setTimeout(() => {
          timedOut = true;
          kill();
        }, timeoutMs)
      : null;

  const done = new Promise<ProcessResult>((resolve, reject) => {
    const settle = (): void => {
      if (timer) clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    };
    child.on('error', (error) => {
      settle();
      reject(error);
    });
    child.on('close', (code, killedBy) => {
      settle();
      if (signal?.aborted) reject(new ProcessAbortedError(options.abortMessage));
      else if (code === 0 && !timedOut) resolve({ stdout: Buffer.concat(collected), stderrTail });
      else reject(new ProcessFailedError(command, code ?? killedBy ?? 'unknown', stderrTail.trim(), timedOut));
    });
  });

  if (options.stdin !== 'pipe') child.stdin?.end(input ?? '');
  return {
    command,
    stdin: options.stdin === 'pipe' ? child.stdin : null,
    stdout: stdoutMode === 'stream' ? child.stdout : null,
    done,
    kill,
  };
}

/** Runs a program to completion and returns its stdout; rejects on failure, timeout or abort. */
export async function runProcess(
  command: Tool,
  args: readonly string[],
  options: Omit<StartOptions, 'stdin' | 'stdout'> = {},
): Promise<Buffer> {
  const { stdout } = await startProcess(command, args, { ...options, stdout: 'collect' }).done;
  return stdout;
}
