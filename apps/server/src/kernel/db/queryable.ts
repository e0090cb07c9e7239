import type { AppDb } from './client.ts';

/** A transaction has the same query builder as the database. */
export type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0];
export type Queryable = AppDb | Tx;

/** Unique violations surface from both drivers, sometimes wrapped by drizzle as the cause. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    if (typeof current === 'object' && (current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The rows of a raw `execute()` result: node-postgres answers `{ rows }`, PGlite's drizzle driver an array or `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
