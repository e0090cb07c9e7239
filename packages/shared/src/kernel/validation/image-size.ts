/**
 * An image's width and height read from its header, without decoding it, so a decompression bomb
 * (a 30000x30000 PNG of zeros is a few megabytes on disk and 3.6 GB once decoded) is refused
 * before any decoder allocates its pixels. Reads PNG, JPEG, GIF, WebP and BMP; null when the bytes
 * are none of these or the header is not within them (a JPEG whose frame header follows a large
 * EXIF block may need more than an upload's first bytes).
 */
import { fail, OK, type RuleResult } from './result.ts';

export interface ImageSize {
  width: number;
  height: number;
}

/** Decoding allocates 4 bytes a pixel: 50 MP is 200 MB, above any photo a phone takes by default. */
export const MAX_IMAGE_PIXELS = 50_000_000;
/** Canvas and encoder limits sit near 16K a side. */
export const MAX_IMAGE_SIDE = 16_384;

export function checkImageSize(size: ImageSize | null): RuleResult {
  if (!size) return OK;
  const tooLarge = size.width * size.height > MAX_IMAGE_PIXELS || size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE;
  return tooLarge ? fail('imageTooLarge') : OK;
}

export function readImageSize(bytes: Uint8Array): ImageSize | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ascii = (at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length));
  if (bytes.length >= 24 && ascii(1, 3) === 'PNG' && ascii(12, 4) === 'IHDR') return { width: view.getUint32(16), height: view.getUint32(20) };
  if (bytes.length >= 10 && ascii(0, 4) === 'GIF8') return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
  if (bytes.length >= 26 && ascii(0, 2) === 'BM') return { width: Math.abs(view.getInt32(18, true)), height: Math.abs(view.getInt32(22, true)) };
  if (bytes.length >= 30 && ascii(0, 4) === 'RIFF' && ascii(8, 4) === 'WEBP') return webpSize(bytes, view, ascii(12, 4));
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) return jpegSize(bytes, view);
  return null;
}

function webpSize(bytes: Uint8Array, view: DataView, chunk: string): ImageSize | null {
  if (chunk === 'VP8X') return { width: 1 + (view.getUint32(24, true) & 0xffffff), height: 1 + (view.getUint32(27, true) & 0xffffff) };
  if (chunk === 'VP8L') {
    const bits = view.getUint32(21, true);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  if (chunk === 'VP8 ' && bytes.length >= 30) return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  return null;
}

/** SOF0..SOF15 carry the frame size, except DHT (C4), JPG (C8) and DAC (CC). */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegSize(bytes: Uint8Array, view: DataView): ImageSize | null {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
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
    if (isStartOfFrame(marker)) return at + 9 > bytes.length ? null : { width: view.getUint16(at + 7), height: view.getUint16(at + 5) };
    at += 2 + view.getUint16(at + 2);
  }
  return null;
}
