import { ProcessAbortedError, throwIfAborted as throwIfSignalled } from '@orator/process';

/** The message every cancelled render rejects with (name 'AbortError', from the process gateway). */
export const RENDER_CANCELLED = 'render cancelled';

/** A cancelled render rejects with this; it is the gateway's abort error. */
export { ProcessAbortedError as RenderAbortedError };

export function throwIfAborted(signal: AbortSignal | undefined): void {
  throwIfSignalled(signal, RENDER_CANCELLED);
}
