import { throwIfAborted as throwIfSignalled } from '@orator/process';

/** The message every cancelled render rejects with (name 'AbortError', from the process gateway). */
export const RENDER_CANCELLED = 'render cancelled';

export function throwIfAborted(signal: AbortSignal | undefined): void {
  throwIfSignalled(signal, RENDER_CANCELLED);
}
