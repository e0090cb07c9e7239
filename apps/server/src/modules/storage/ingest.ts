import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Streams bytes to a temp file while hashing and counting them, never holding the whole
 * body in memory. Backpressure comes from pipeline(); the limit aborts the stream as soon
 * as it is crossed and the partial file is removed.
 */
export class LimitExceededError extends Error {
  constructor(readonly limit: number) {
    super(`More than ${limit} bytes`);
  }
}

export interface Ingested {
  tempPath: string;
  size: number;
  sha256: string;
  /** Hex, when asked for. */
  md5: string | null;
}

// Large writes: fewer syscalls for big uploads.
const WRITE_CHUNK = 1024 * 1024;

export function tempFilePath(tempDir: string): string {
  return path.join(tempDir, `${crypto.randomUUID()}.part`);
}

async function removeQuietly(file: string): Promise<void> {
  await fs.promises.rm(file, { force: true });
}

export async function ingestToFile(
  source: Readable | AsyncIterable<Buffer>,
  opts: { tempDir: string; maxBytes: number; md5?: boolean; signal?: AbortSignal },
): Promise<Ingested> {
  await fs.promises.mkdir(opts.tempDir, { recursive: true });
  const tempPath = tempFilePath(opts.tempDir);
  const sha256 = crypto.createHash('sha256');
  const md5 = opts.md5 ? crypto.createHash('md5') : null;
  let size = 0;
  const maxBytes = opts.maxBytes;
  try {
    await pipeline(
      source,
      async function* meter(chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          size += chunk.length;
          if (size > maxBytes) throw new LimitExceededError(maxBytes);
          sha256.update(chunk);
          md5?.update(chunk);
          yield chunk;
        }
      },
      fs.createWriteStream(tempPath, { flags: 'wx', highWaterMark: WRITE_CHUNK }),
      { signal: opts.signal },
    );
  } catch (error) {
    await removeQuietly(tempPath);
    throw error;
  }
  return { tempPath, size, sha256: sha256.digest('hex'), md5: md5 ? md5.digest('hex') : null };
}

/** Joins part files in order into one new temp file, hashing as it goes (multipart completion). */
export async function concatenateToFile(parts: readonly string[], tempDir: string): Promise<Ingested> {
  async function* chained(): AsyncGenerator<Buffer> {
    for (const part of parts) {
      for await (const chunk of fs.createReadStream(part, { highWaterMark: WRITE_CHUNK })) yield chunk as Buffer;
    }
  }
  return ingestToFile(chained(), { tempDir, maxBytes: Number.POSITIVE_INFINITY });
}

export { removeQuietly };
