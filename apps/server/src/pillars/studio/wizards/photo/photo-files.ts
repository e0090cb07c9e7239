import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { UserRow } from '../../../../kernel/tenancy/sessions.ts';
import type { StorageService } from '../../../platform/storage/index.ts';
import { namespaceOf } from '../../../../kernel/storage/keys.ts';
import { avatarFilesPrefix } from '../../../../kernel/storage/keys.ts';

/** A photo avatar's files, all under its folder (removed with the avatar). */
export const photoKeys = {
  original: (ownerId: string, avatarId: string, extension: string) => `${avatarFilesPrefix(ownerId, avatarId)}original.${extension}`,
  /** The original decoded and re-encoded by ffmpeg (orientation applied): what recognition and the tools read. */
  base: (ownerId: string, avatarId: string) => `${avatarFilesPrefix(ownerId, avatarId)}base.jpg`,
  cover: (ownerId: string, avatarId: string, version: string) => `${avatarFilesPrefix(ownerId, avatarId)}cover-${version}.jpg`,
};

export async function storeFile(
  storage: StorageService,
  user: UserRow,
  tenantId: string,
  key: string,
  file: string,
  contentType: string,
): Promise<void> {
  const size = (await fs.promises.stat(file)).size;
  await storage.putObject(
    { user, userId: user.id, tenantId },
    { key, relative: key.slice(namespaceOf(user.id).length) },
    fs.createReadStream(file),
    {
      contentType,
      contentLength: size,
      batchSize: null,
    },
  );
}

/** Copies a stored object to a local file; false when it is gone. */
export async function fetchFile(storage: StorageService, ownerId: string, key: string, file: string): Promise<boolean> {
  const row = await storage.headObject(ownerId, key);
  if (!row) return false;
  const stream: Readable = await storage.openObject(row);
  await pipeline(stream, fs.createWriteStream(file));
  return true;
}
