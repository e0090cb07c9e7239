import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Streams bytes to disk while hashing and counting them, never holding the whole body in
 * memory. Backpressure comes from pipeline(); the limit aborts the stream as soon as it is
 * crossed.
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

type Source = Readable | AsyncIterable<Buffer>;

// Large writes: fewer syscalls for big uploads.
const WRITE_CHUNK = 1024 * 1024;

export function tempFilePath(tempDir: string): string {
  return path.join(tempDir, `${crypto.randomUUID()}.part`);
}

export async function removeQuietly(file: string): Promise<void> {
  await fs.promises.rm(file, { force: true });
}

export interface StreamTarget {
  file: string;
  /** 'wx' for a new file; 'r+' to write into an existing one at `start`. */
  flags: 'wx' | 'w' | 'r+';
  start?: number;
}

export interface StreamOptions {
  maxBytes: number;
  /** Hashes fed with every byte written (callers choose which digests they need). */
  hashes: crypto.Hash[];
  signal?: AbortSignal;
}

/** Writes `source` to `target`, feeding `hashes`; returns the byte count. Does not clean up on failure. */
export async function streamToFile(source: Source, target: StreamTarget, opts: StreamOptions): Promise<number> {
  let size = 0;
  const { maxBytes, hashes } = opts;
  const sink = fs.createWriteStream(target.file, { flags: target.flags, start: target.start, highWaterMark: WRITE_CHUNK });
  try {
    await pipeline(
      source,
      async function* meter(chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          size += chunk.length;
          if (size > maxBytes) throw new LimitExceededError(maxBytes);
          for (const hash of hashes) hash.update(chunk);
          yield chunk;
        }
      },
      sink,
      { signal: opts.signal },
    );
  } catch (error) {
    // The file is opened asynchronously: a stream that fails at once (a body over the limit in
    // its first chunk) can reject before the open completes, and a caller removing the file
    // then would run before it exists and leave it behind. Wait until the stream has closed.
    if (!sink.closed) await new Promise<void>((resolve) => sink.once('close', () => resolve()));
    throw error;
  }
  return size;
}

/** Streams into a new temp file with SHA-256 (and MD5 when asked); the partial file is removed on failure. */
export async function ingestToFile(
  source: Source,
  opts: { tempDir: string; maxBytes: number; md5?: boolean; signal?: AbortSignal },
): Promise<Ingested> {
  await fs.promises.mkdir(opts.tempDir, { recursive: true });
  const tempPath = tempFilePath(opts.tempDir);
  const sha256 = crypto.createHash('sha256');
  const md5 = opts.md5 ? crypto.createHash('md5') : null;
  try {
    const size = await streamToFile(
      source,
      { file: tempPath, flags: 'wx' },
      { maxBytes: opts.maxBytes, hashes: md5 ? [sha256, md5] : [sha256], signal: opts.signal },
    );
    return { tempPath, size, sha256: sha256.digest('hex'), md5: md5 ? md5.digest('hex') : null };
  } catch (error) {
    await removeQuietly(tempPath);
    throw error;
  }
}

/** A byte range of a file (inclusive end), or the whole file. */
export interface FileSlice {
  file: string;
  start?: number;
  end?: number;
}

/** Reads slices in order as one stream (multipart completion). */
export async function* readSlices(slices: readonly FileSlice[]): AsyncGenerator<Buffer> {
  for (const slice of slices) {
    for await (const chunk of fs.createReadStream(slice.file, { start: slice.start, end: slice.end, highWaterMark: WRITE_CHUNK }))
      yield chunk as Buffer;
  }
}

/** SHA-256 of the first `length` bytes of a file. */
export async function sha256OfFile(file: string, length: number): Promise<string> {
  const hash = crypto.createHash('sha256');
  if (length > 0) for await (const chunk of readSlices([{ file, start: 0, end: length - 1 }])) hash.update(chunk);
  return hash.digest('hex');
}
