import type { ObjectRow } from './objects-repo.ts';

/**
 * S3 listing with a delimiter: keys that continue past the delimiter fold into one
 * "common prefix" (a folder). Prefixes and keys together count against the page size.
 */
export interface ListingPage {
  rows: ObjectRow[];
  /** Absolute, each ending with the delimiter. */
  commonPrefixes: string[];
  isTruncated: boolean;
  /** Absolute key or prefix to continue after. */
  nextMarker: string | null;
}

/** Sorts after every key that starts with `prefix` (byte order, as keys are compared). */
export function pastPrefix(prefix: string): string {
  return `${prefix}\u{10FFFF}`;
}

/** Where to continue: a marker naming a folder skips the whole folder. */
export function startCursor(after: string | null, delimiter: string): string | null {
  if (after !== null && delimiter !== '' && after.endsWith(delimiter)) return pastPrefix(after);
  return after;
}

export type FetchAfter = (cursor: string | null, count: number) => Promise<ObjectRow[]>;

export async function listWithDelimiter(
  fetchAfter: FetchAfter,
  prefix: string,
  after: string | null,
  limit: number,
  delimiter: string,
): Promise<ListingPage> {
  const rows: ObjectRow[] = [];
  const commonPrefixes: string[] = [];
  let last: string | null = null;
  let cursor = startCursor(after, delimiter);
  const page = (isTruncated: boolean): ListingPage => ({ rows, commonPrefixes, isTruncated, nextMarker: isTruncated ? last : null });
  for (;;) {
    const requested = limit - rows.length - commonPrefixes.length + 1;
    const batch = await fetchAfter(cursor, requested);
    let jumped = false;
    for (const row of batch) {
      if (rows.length + commonPrefixes.length === limit) return page(true);
      const rest = row.key.slice(prefix.length);
      const cut = delimiter === '' ? -1 : rest.indexOf(delimiter);
      if (cut >= 0) {
        const folder = prefix + rest.slice(0, cut + delimiter.length);
        commonPrefixes.push(folder);
        last = folder;
        cursor = pastPrefix(folder);
        jumped = true;
        break;
      }
      rows.push(row);
      last = row.key;
      cursor = row.key;
    }
    if (!jumped && batch.length < requested) return page(false);
  }
}
