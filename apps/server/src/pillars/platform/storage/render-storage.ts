import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { UserRow } from '../../../kernel/tenancy/sessions.ts';
import { namespaceOf } from '../../../kernel/storage/keys.ts';
import { storageKeyOfUrl, type OutputKind } from '../../../kernel/storage/render-outputs.ts';
import { probeFile } from '../../../kernel/media/probe.ts';
import type { Readable } from 'node:stream';
import type { BlobBackend } from './backends/index.ts';
import type { ObjectRow } from './objects-repo.ts';
import type { Caller } from './storage-core.ts';
import type { ObjectKey, WriteHeaders } from './write-checks.ts';

/** What render outputs need of the storage service (it passes itself; no import circle). */
export interface RenderObjectStore {
  readonly backend: Pick<BlobBackend, 'withLocalFile'>;
  headObject(ownerId: string, key: string): Promise<ObjectRow | null>;
  putObject(caller: Caller, target: ObjectKey, body: Readable, headers: WriteHeaders): Promise<ObjectRow>;
  openObject(row: ObjectRow): Promise<Readable>;
}

const CONTENT_TYPES: Record<OutputKind, string> = { video: 'video/mp4', cover: 'image/jpeg', srt: 'application/x-subrip', vtt: 'text/vtt' };

function decodeDataUrl(url: string): Buffer | null {
  const match = /^data:[^;,]*(;base64)?,(.*)$/s.exec(url);
  if (!match) return null;
  return match[1] ? Buffer.from(match[2] ?? '', 'base64') : Buffer.from(decodeURIComponent(match[2] ?? ''), 'utf8');
}

/** The render job's view of object storage: inputs to local files, outputs stored once. */
export class RenderStorage {
  constructor(private readonly storage: RenderObjectStore) {}

  async exists(ownerId: string, key: string): Promise<boolean> {
    return (await this.storage.headObject(ownerId, key)) !== null;
  }

  /**
   * Stores a finished local file at `key` unless it is there already (a retried attempt).
   * An empty file (a video without subtitles writes empty .srt/.vtt) is not stored at all:
   * answers whether the key holds the output afterwards.
   */
  async storeOnce(user: UserRow, tenantId: string, kind: OutputKind, key: string, filePath: string): Promise<boolean> {
    if (await this.exists(user.id, key)) return true;
    const size = (await fs.promises.stat(filePath)).size;
    if (size === 0) return false;
    await this.storage.putObject(
      { user, userId: user.id, tenantId },
      { key, relative: key.slice(namespaceOf(user.id).length) },
      fs.createReadStream(filePath),
      { contentType: CONTENT_TYPES[kind], contentLength: size, batchSize: null },
    );
    return true;
  }

  /** Length of a stored video (for an attempt whose video was stored before its worker died). */
  async videoDurationMs(ownerId: string, key: string): Promise<number | null> {
    const row = await this.storage.headObject(ownerId, key);
    if (!row?.blobSha256) return null;
    if (row.durationMs !== null) return row.durationMs;
    const outcome = await this.storage.backend.withLocalFile(row.blobSha256, (file) => probeFile(file, 'video'));
    return outcome.ok ? outcome.durationMs : null;
  }

  /** The render package's asset loader: a project URL -> bytes or a local path under `dir`. */
  assetLoader(ownerId: string, dir: string): (url: string) => Promise<Buffer | string> {
    return async (url) => {
      const inline = url.startsWith('data:') ? decodeDataUrl(url) : null;
      if (inline) return inline;
      const key = storageKeyOfUrl(url, ownerId);
      if (!key) throw new Error(`asset is not in your storage: ${url.slice(0, 200)}`);
      const row = await this.storage.headObject(ownerId, key);
      if (!row) throw new Error(`asset not found: ${key.slice(namespaceOf(ownerId).length)}`);
      await fs.promises.mkdir(dir, { recursive: true });
      const file = path.join(dir, `${crypto.randomUUID()}${path.extname(key)}`);
      await pipeline(await this.storage.openObject(row), fs.createWriteStream(file));
      return file;
    };
  }
}
