/**
 * What a photo really is, read from its first bytes (never from the file name or the browser's
 * type): JPEG or PNG, and its pixel size from the PNG IHDR chunk or the JPEG SOF marker.
 */
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

const u16 = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const u32 = (b: Uint8Array, at: number) => u16(b, at) * 65536 + u16(b, at + 2);

/** SOF0..SOF15 carry the frame size, except DHT (C4), JPG (C8) and DAC (CC). */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    // Fill bytes and markers without a length.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image, or scan data before any frame header
    const length = u16(bytes, at + 2);
    if (isStartOfFrame(marker)) {
      if (at + 9 > bytes.length) return null;
      return { height: u16(bytes, at + 5), width: u16(bytes, at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

/** The photo's format and size, or null when it is neither a readable JPEG nor a PNG. */
export function readPhotoHeader(bytes: Uint8Array): PhotoHeader | null {
  const format = sniffPhotoFormat(bytes);
  if (format === 'png') {
    if (bytes.length < 24) return null;
    return { format, width: u32(bytes, 16), height: u32(bytes, 20) };
  }
  if (format === 'jpeg') {
    const size = jpegSize(bytes);
    return size && size.width > 0 && size.height > 0 ? { format, ...size } : null;
  }
  return null;
}
