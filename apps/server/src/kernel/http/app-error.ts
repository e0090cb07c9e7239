import type { ErrorKey, MessageParams } from '@orator/shared';

/**
 * A failure the user should read: carries a catalogue key (product-rules#errors), the HTTP status and
 * the envelope code. Routes and services throw it; the error handler localizes it.
 */
export class AppError extends Error {
  constructor(
    readonly key: ErrorKey,
    readonly status: number = 400,
    readonly params?: MessageParams,
    /** Envelope code; -1 is the generic failure (product-rules#errors), 401 means login expired. */
    readonly code: number = status === 401 ? 401 : -1,
  ) {
    super(key);
  }
}

export const badRequest = (key: ErrorKey, params?: MessageParams) => new AppError(key, 400, params);
export const unauthorized = () => new AppError('loginExpired', 401);
export const forbidden = (key: ErrorKey = 'forbidden') => new AppError(key, 403);
export const notFound = (key: ErrorKey = 'notFound') => new AppError(key, 404);
export const conflict = (key: ErrorKey) => new AppError(key, 409);
export const tooLarge = (key: ErrorKey = 'fileSizeExceeded') => new AppError(key, 413);
export const tooManyRequests = () => new AppError('tooManyRequests', 429);
