import type { FastifyInstance } from 'fastify';
import { badRequest } from './app-error.ts';

const NUL = '\u0000';

/** True when a NUL character hides in a string anywhere inside parsed JSON (objects, arrays). */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  // Parsed JSON is bounded by the body limit; the depth cap only guards against cycles.
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  // Streams and buffers (uploads) are not text: only plain parsed objects are looked into.
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return false;
  return Object.entries(value).some(([key, item]) => key.includes(NUL) || containsNul(item, depth + 1));
}

/**
 * No text the API stores or looks up may carry a NUL: PostgreSQL refuses it in `text`
 * columns, which would surface as a 500. Every route, present and future, answers a NUL
 * in a path id, a query string or a JSON string with the catalogue's 400 instead.
 */
export function installNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) throw badRequest('errorRequest');
  });
}
