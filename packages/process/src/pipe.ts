import type { Writable } from 'node:stream';
import { InputClosedError } from './errors.ts';

/**
 * Writes one chunk (a video frame) to a child's stdin. Returns null when the pipe took it at
 * once, else a promise that resolves when the child has drained the pipe (backpressure) or
 * rejects with InputClosedError when the child closed it instead.
 */
export function writeWithBackpressure(stream: Writable, data: Uint8Array, command = 'process'): Promise<void> | null {
  // A pipe already broken emits no further 'close': answer now instead of waiting forever.
  if (stream.destroyed || stream.writableEnded) return Promise.reject(new InputClosedError(command));
  if (stream.write(data)) return null;
  return new Promise((resolve, reject) => {
    const cleanup = (): void => {
      stream.off('drain', onDrain);
      stream.off('close', onClose);
    };
    const onDrain = (): void => {
      cleanup();
      resolve();
    };
    const onClose = (): void => {
      cleanup();
      reject(new InputClosedError(command));
    };
    stream.on('drain', onDrain);
    stream.on('close', onClose);
  });
}
