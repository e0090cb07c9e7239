import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Files computed once and kept under a cache directory (voice samples, previews). Concurrent
 * requests for the same missing entry share one computation; writes are atomic (rename), so
 * several processes sharing DATA_DIR never read a half-written file.
 */
export class DiskCache {
  private readonly inFlight = new Map<string, Promise<Buffer>>();

  constructor(private readonly root: string) {}

  /** A file-safe key for any material (texts, ids with colons...). */
  static keyOf(material: unknown): string {
    return crypto.createHash('sha256').update(JSON.stringify(material)).digest('hex');
  }

  async getOrCreate(key: string, create: () => Promise<Buffer>): Promise<Buffer> {
    const file = this.pathFor(key);
    const existing = await readIfPresent(file);
    if (existing) return existing;
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const work = (async () => {
      const value = await create();
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
      await fs.writeFile(temporary, value);
      await fs.rename(temporary, file);
      return value;
    })().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, work);
    return work;
  }

  private pathFor(key: string): string {
    if (!/^[0-9a-f]{64}$/.test(key)) throw new Error(`cache keys are sha-256 hex, got ${key}`);
    return path.join(this.root, key.slice(0, 2), key);
  }
}

async function readIfPresent(file: string): Promise<Buffer | null> {
  try {
    return await fs.readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
