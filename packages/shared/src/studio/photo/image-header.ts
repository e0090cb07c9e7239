/**
 * What a photo really is, read from its first bytes (never from the file name or the browser's
 * type): JPEG or PNG, and its pixel size from the PNG IHDR chunk or the JPEG SOF marker.
 */
import { readImageSize } from '../../kernel/validation/image-size.ts';

export type PhotoFormat = 'jpeg' | 'png';

export interface PhotoHeader {
  format: PhotoFormat;
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function sniffPhotoFormat(bytes: Uint8Array): PhotoFormat | null {
  if (bytes.length >= 8 && PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}

/** The photo's format and size, or null when it is neither a readable JPEG nor a PNG. */
export function readPhotoHeader(bytes: Uint8Array): PhotoHeader | null {
  const format = sniffPhotoFormat(bytes);
  const size = format && readImageSize(bytes);
  return format && size && size.width > 0 && size.height > 0 ? { format, ...size } : null;
}
