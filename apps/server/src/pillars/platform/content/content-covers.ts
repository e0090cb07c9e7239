import type { Readable } from 'node:stream';
import { CONTENT_PATHS, UPLOAD_MAX_BYTES } from '@orator/shared';
import { fileTypeFromBuffer } from 'file-type';
import { badRequest, notFound, tooLarge } from '../../../kernel/http/app-error.ts';
import { headOfStream } from '../../../kernel/storage/content-sniff.ts';
import { confineKey, fileNameOf } from '../../../kernel/storage/keys.ts';
import type { ObjectRow } from '../storage/index.ts';
import type { StorageService } from '../storage/index.ts';
import type { ContentRow } from './content-repo.ts';

/** What the content module needs of storage: reading, checking and removing an operator's uploaded cover. */
export type CoverStorage = Pick<StorageService, 'headObject' | 'openObject' | 'deleteObject'>;

const MIME_OF_EXTENSION: Record<string, 'image/jpeg' | 'image/png'> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png' };

/** The content type a cover is served with: its extension's, which checkCoverObject made sure its bytes agree with. */
export function coverMime(key: string): 'image/jpeg' | 'image/png' {
  return MIME_OF_EXTENSION[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'image/jpeg';
}

/** The uploaded cover's public address, or null. */
export function coverImageUrl(row: Pick<ContentRow, 'id' | 'coverKey'>): string | null {
  return row.coverKey ? CONTENT_PATHS.cover(row.id, fileNameOf(row.coverKey)) : null;
}

/**
 * The object an operator names as a cover (product-rules#public-site): theirs (the key is confined
 * to their own namespace, so another user's file is never reachable), uploaded with the image
 * purpose (the storage path checked format, size and content then), readable, at most the image
 * limit, and a JPEG or PNG by its first bytes whose extension says the same (a GIF named .png
 * passes the image purpose's check, not this one).
 */
export async function checkCoverObject(storage: CoverStorage, operatorId: string, relativeKey: string): Promise<ObjectRow> {
  const confined = confineKey(relativeKey, operatorId);
  if (!confined.ok) throw badRequest('fileFormatNotSupported');
  const object = await storage.headObject(operatorId, confined.key);
  if (!object) throw notFound();
  if (object.purpose !== 'image' || object.state === 'transcodeFailed' || object.state === 'uploadFailed') {
    throw badRequest('fileFormatNotSupported');
  }
  if (object.size > UPLOAD_MAX_BYTES.image) throw tooLarge();
  const head = await headOfStream(await storage.openObject(object));
  const detected = await fileTypeFromBuffer(head);
  if (!detected || detected.mime !== coverMime(confined.key)) throw badRequest('fileFormatNotSupported');
  return object;
}

/** The cover of an item for anyone who has its address: the file name must be the current cover's. */
export async function openCover(
  storage: CoverStorage,
  row: ContentRow | undefined,
  fileName: string,
): Promise<{ stream: Readable; size: number; contentType: string; etag: string }> {
  if (!row?.coverKey || !row.coverOwnerId || fileNameOf(row.coverKey) !== fileName) throw notFound();
  const object = await storage.headObject(row.coverOwnerId, row.coverKey);
  if (!object?.blobSha256) throw notFound();
  return {
    stream: await storage.openObject(object),
    size: object.size,
    contentType: coverMime(row.coverKey),
    etag: `"${object.blobSha256}"`,
  };
}
