import type { Readable } from 'node:stream';
import type { ByteRange } from '../range.ts';

/**
 * Where blob bytes live, addressed by their SHA-256. Uploads always land in a local temp
 * file first (hashing needs the whole content before the address is known); `write` then
 * puts that content into the store.
 */
export interface BlobBackend {
  readonly kind: 'local' | 's3';
  /** Stores the temp file's content as `sha256`. Local disk moves the file; S3 copies it (the caller removes the temp file). */
  write(tempPath: string, sha256: string, size: number): Promise<void>;
  has(sha256: string): Promise<boolean>;
  open(sha256: string, range?: ByteRange): Promise<Readable>;
  remove(sha256: string): Promise<void>;
  /** Runs `use` with a local file holding the content (ffprobe needs a seekable file). */
  withLocalFile<T>(sha256: string, use: (filePath: string) => Promise<T>): Promise<T>;
}
