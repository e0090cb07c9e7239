import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { safeFileStem, STORAGE_BUCKET } from '@orator/shared';
import type { UserRow } from '../../../kernel/tenancy/sessions.ts';
import { confineKey, namespaceOf, PROJECT_OUTPUTS_FOLDER } from '../../../kernel/storage/keys.ts';
import { probeFile } from '../../../kernel/media/probe.ts';
import type { StorageService } from '../../platform/storage/index.ts';

export interface OutputKeys {
  video: string;
  cover: string;
  srt: string;
  vtt: string;
}

export type OutputKind = keyof OutputKeys;

const CONTENT_TYPES: Record<OutputKind, string> = { video: 'video/mp4', cover: 'image/jpeg', srt: 'application/x-subrip', vtt: 'text/vtt' };
const EXTENSIONS: Record<OutputKind, string> = { video: 'mp4', cover: 'jpg', srt: 'srt', vtt: 'vtt' };

/**
 * Deterministic output keys: one folder per project and render attempt, so a retried job
 * finds what an earlier (killed) run of the same attempt already stored. The files carry the
 * project's name as frozen at compose time (a download is then "Product-launch.mp4", not
 * "video.mp4"); the folder sits under the project-outputs area, which My files does not list.
 */
export function outputKeysFor(ownerId: string, projectId: string, attemptId: string, projectName: string): OutputKeys {
  const folder = `${namespaceOf(ownerId)}${PROJECT_OUTPUTS_FOLDER}${projectId}/${attemptId}/`;
  const stem = safeFileStem(projectName, 'video');
  const keyOf = (kind: OutputKind) => `${folder}${stem}.${EXTENSIONS[kind]}`;
  return { video: keyOf('video'), cover: keyOf('cover'), srt: keyOf('srt'), vtt: keyOf('vtt') };
}

/**
 * The storage key an asset URL in a project points at, confined to the owner's namespace.
 * Accepts the links the storage API hands out (`/oss/orator/<key>`, optionally absolute and
 * with a query such as ww_token). Anything else is not ours to fetch (no outbound requests).
 */
export function storageKeyOfUrl(url: string, ownerId: string): string | null {
  let pathname = url;
  if (/^https?:\/\//i.test(url)) {
    try {
      pathname = new URL(url).pathname;
    } catch {
      return null;
    }
  }
  pathname = pathname.split('?')[0]?.split('#')[0] ?? '';
  const prefix = `/oss/${STORAGE_BUCKET}/`;
  if (!pathname.startsWith(prefix)) return null;
  let relative: string;
  try {
    relative = pathname.slice(prefix.length).split('/').map(decodeURIComponent).join('/');
  } catch {
    return null;
  }
  const confined = confineKey(relative, ownerId);
  return confined.ok ? confined.key : null;
}

function decodeDataUrl(url: string): Buffer | null {
  const match = /^data:[^;,]*(;base64)?,(.*)$/s.exec(url);
  if (!match) return null;
  return match[1] ? Buffer.from(match[2] ?? '', 'base64') : Buffer.from(decodeURIComponent(match[2] ?? ''), 'utf8');
}

/** The render job's view of object storage: inputs to local files, outputs stored once. */
export class RenderStorage {
  constructor(private readonly storage: StorageService) {}

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
