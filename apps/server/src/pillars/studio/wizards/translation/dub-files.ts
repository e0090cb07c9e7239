/** Where a video-dub project's files live in the owner's storage, and moving them to and from disk. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { safeFileStem } from '@orator/shared';
import type { UserRow } from '../../../../kernel/tenancy/sessions.ts';
import type { RenderStorage, StorageService } from '../../../platform/storage/index.ts';
import { namespaceOf, PROJECT_OUTPUTS_FOLDER } from '../../../../kernel/storage/keys.ts';

/** Under the project-outputs area, which My files does not list: the files belong to the project. */
export function dubFolder(ownerId: string, projectId: string): string {
  return `${namespaceOf(ownerId)}${PROJECT_OUTPUTS_FOLDER}videodub/${projectId}/`;
}

export function sourceKeyFor(ownerId: string, projectId: string, extension: string): string {
  return `${dubFolder(ownerId, projectId)}source.${extension}`;
}

/** One folder per render attempt, named after the project (a download is "Harbour-tour.mp4"). */
export function outputKeysFor(ownerId: string, projectId: string, name: string): { video: string; srt: string; cover: string } {
  const folder = `${dubFolder(ownerId, projectId)}${crypto.randomUUID()}/`;
  const stem = safeFileStem(name, 'video');
  return { video: `${folder}${stem}.mp4`, srt: `${folder}${stem}.srt`, cover: `${folder}cover.jpg` };
}

export class DubFiles {
  private readonly outputs: RenderStorage;

  constructor(private readonly storage: StorageService) {
    this.outputs = storage.renders;
  }

  /** A stored object copied to `dir` (ffmpeg wants a file). */
  async toLocal(ownerId: string, key: string, dir: string): Promise<string> {
    const row = await this.storage.headObject(ownerId, key);
    if (!row) throw new Error('the uploaded video is no longer in storage');
    const file = path.join(dir, `input${path.extname(key)}`);
    await pipeline(await this.storage.openObject(row), fs.createWriteStream(file));
    return file;
  }

  /** Stores a local file under the owner's quota; false when the file was empty (no SRT). */
  store(user: UserRow, tenantId: string, kind: 'video' | 'srt' | 'cover', key: string, file: string): Promise<boolean> {
    return this.outputs.storeOnce(user, tenantId, kind, key, file);
  }

  async open(ownerId: string, key: string): Promise<{ stream: NodeJS.ReadableStream; size: number } | null> {
    const row = await this.storage.headObject(ownerId, key);
    if (!row) return null;
    return { stream: await this.storage.openObject(row), size: row.size };
  }

  /** Removes every file of the project (its source, thumbnail and every render attempt). */
  async removeAll(ownerId: string, keys: readonly (string | null)[]): Promise<void> {
    for (const key of keys) if (key) await this.storage.deleteObject(ownerId, key).catch(() => undefined);
  }
}
