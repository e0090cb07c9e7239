/** The caller's AbortSignal fired; the child was killed. `name` is 'AbortError' like fetch's. */
export class ProcessAbortedError extends Error {
  constructor(message = 'cancelled') {
    super(message);
    this.name = 'AbortError';
  }
}

/** A child exited with a non-zero status or died of a signal (including our timeout). */
export class ProcessFailedError extends Error {
  constructor(
    readonly command: string,
    /** Exit code, or the signal name when it was killed. */
    readonly exit: number | string,
    /** The last part of stderr (bounded): for ffmpeg, the useful error is at the end. */
    readonly stderrTail: string,
    readonly timedOut: boolean,
  ) {
    super(`${command} ${timedOut ? 'timed out' : 'failed'} (${exit})${stderrTail ? `: ${stderrTail}` : ''}`);
    this.name = 'ProcessFailedError';
  }
}

/** The child stopped reading its stdin (it exited or closed the pipe); its own error says why. */
export class InputClosedError extends Error {
  constructor(command: string) {
    super(`${command} closed its input`);
    this.name = 'InputClosedError';
  }
}

export function throwIfAborted(signal: AbortSignal | undefined, message?: string): void {
  if (signal?.aborted) throw new ProcessAbortedError(message);
}
