import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { ByteRange } from '../range.ts';
import type { BlobBackend } from './blob-backend.ts';

/**
 * Blobs on local disk under DATA_DIR/blobs/ab/cd/<sha256>. Temp files live in the same
 * tree, so storing one is a rename (atomic; readers never see half a blob).
 */
export class LocalBlobBackend implements BlobBackend {
  readonly kind = 'local' as const;

  constructor(private readonly root: string) {}

  pathOf(sha256: string): string {
    if (!/^[0-9a-f]{64}$/.test(sha256)) throw new Error(`Not a SHA-256: ${sha256}`);
    return path.join(this.root, sha256.slice(0, 2), sha256.slice(2, 4), sha256);
  }

  async write(tempPath: string, sha256: string): Promise<void> {
    const target = this.pathOf(sha256);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    // Same content at the same address: replacing an existing copy is harmless.
    await fs.promises.rename(tempPath, target);
  }

  async has(sha256: string): Promise<boolean> {
    try {
      await fs.promises.access(this.pathOf(sha256));
      return true;
    } catch {
      return false;
    }
  }

  async open(sha256: string, range?: ByteRange): Promise<Readable> {
    const file = this.pathOf(sha256);
    // Open first so a missing blob fails here, not in the middle of a response.
    const handle = await fs.promises.open(file, 'r');
    return handle.createReadStream({ start: range?.start, end: range?.end, highWaterMark: 1024 * 1024 });
  }

  async remove(sha256: string): Promise<void> {
    await fs.promises.rm(this.pathOf(sha256), { force: true });
  }

  async withLocalFile<T>(sha256: string, use: (filePath: string) => Promise<T>): Promise<T> {
    return use(this.pathOf(sha256));
  }
}
