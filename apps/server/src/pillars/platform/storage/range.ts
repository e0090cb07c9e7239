/** An inclusive byte range, as HTTP and S3 count them. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * One `Range: bytes=…` request against an object of `size` bytes (video seeking). Returns
 * null when the header is absent or not a single byte range (answer the whole object, as
 * RFC 9110 allows), or 'unsatisfiable' for a 416.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
