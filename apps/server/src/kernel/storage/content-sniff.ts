import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import type { ErrorKey } from '@orator/shared';
import { checkImageSize, readImageSize } from '@orator/shared/validation';
import { AppError } from '../http/app-error.ts';

/**
 * Uploads are checked by content, not only by name (issue 7 §2): an executable or an SVG
 * named `.png`, or HTML sent as an image, is refused. `file-type` reads magic numbers from
 * the first bytes; text formats (SVG, HTML, scripts) have none, so they never pass as media.
 */
/** What an upload's content must be, by its purpose (product-rules#storage-uploads). */
export type MediaKind = 'image' | 'audio' | 'video' | 'file';

export const SNIFF_BYTES = 4100;

/** Containers whose brand may say "video" while holding audio only (an M4A written as isom). */
const AUDIO_IN_VIDEO_CONTAINERS = ['video/mp4'];

export async function contentFitsKind(head: Uint8Array, kind: MediaKind): Promise<boolean> {
  if (kind === 'file') return true;
  const detected = await fileTypeFromBuffer(head);
  if (!detected) return false;
  if (kind === 'audio') return detected.mime.startsWith('audio/') || AUDIO_IN_VIDEO_CONTAINERS.includes(detected.mime);
  return detected.mime.startsWith(`${kind}/`);
}

export const formatNotSupported = () => new AppError('fileFormatNotSupported', 400);

/** The first bytes of a file (fewer when it is shorter). */
export async function headOfFile(file: string, length = SNIFF_BYTES): Promise<Buffer> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export async function headOfStream(stream: Readable, length = SNIFF_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer);
    size += (chunk as Buffer).length;
    if (size >= length) break;
  }
  stream.destroy();
  return Buffer.concat(chunks).subarray(0, length);
}

/**
 * Throws 'file format not supported' when the first bytes are not what the kind promises, and
 * 'image too large' when an image's header declares more pixels than a decoder should allocate.
 */
export async function checkContentKind(head: Uint8Array, kind: MediaKind): Promise<void> {
  const refusal = await contentRefusal(head, kind);
  if (refusal) throw new AppError(refusal, 400);
}

/** Why the first bytes are refused for the kind, or null. A decompression bomb is refused from its header. */
export async function contentRefusal(head: Uint8Array, kind: MediaKind): Promise<ErrorKey | null> {
  if (!(await contentFitsKind(head, kind))) return 'fileFormatNotSupported';
  const size = kind === 'image' ? checkImageSize(readImageSize(head)) : null;
  return size && !size.ok ? size.error : null;
}
