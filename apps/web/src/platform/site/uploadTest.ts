import { needsMultipart, planSlices } from '../../lib/api/slicing.ts';

/** The test files: one small request, one just under a slice, one of three slices (product-rules#storage-protocol: 4 MiB slices). */
export const TEST_FILE_SIZES = [256 * 1024, 3 * 1024 * 1024, 9 * 1024 * 1024] as const;

/** How the app sends a file of `size`: slices of the multipart protocol, or 0 for one PUT. */
export function slicesFor(size: number): number {
  return needsMultipart(size) ? planSlices(size).length : 0;
}

/** Bytes per second as MB/s (1 MB = 1048576 bytes, as the app's file sizes), two decimals. */
export function speedText(bytes: number, ms: number): string {
  if (ms <= 0) return '—';
  return `${(bytes / 1048576 / (ms / 1000)).toFixed(2)} MB/s`;
}

/**
 * A file of random bytes (so the upload-by-hash shortcut never finds it and every byte travels).
 * getRandomValues fills at most 65536 bytes a call.
 */
export function randomFile(size: number, name: string): File {
  const bytes = new Uint8Array(size);
  for (let offset = 0; offset < size; offset += 65536) crypto.getRandomValues(bytes.subarray(offset, Math.min(size, offset + 65536)));
  return new File([bytes], name, { type: 'application/octet-stream' });
}
