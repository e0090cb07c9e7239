import { z } from 'zod';

/** The paged answer every list of the area returns. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number(), page: z.number(), size: z.number() });
}

type QueryValue = string | number | boolean | undefined;

/** Drops absent values: the contracts' input types allow optional fields, the wire gets plain values. */
export function queryOf(query: object): Record<string, QueryValue> {
  return Object.fromEntries(
    Object.entries(query).filter(
      (entry): entry is [string, string | number | boolean] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'number' || typeof entry[1] === 'boolean',
    ),
  );
}
