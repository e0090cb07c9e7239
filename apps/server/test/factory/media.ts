import { execFileSync } from 'node:child_process';
import zlib from 'node:zlib';

/** Real media made by ffmpeg for upload tests (content sniffing reads the bytes, so no fakes). */
export function ffmpegBytes(...args: string[]): Buffer {
  return execFileSync('ffmpeg', ['-v', 'error', ...args], { maxBuffer: 16 * 1024 * 1024 });
}

/** A 16x16 red PNG. */
export const redPng = (): Buffer =>
  ffmpegBytes('-f', 'lavfi', '-i', 'color=c=red:s=16x16', '-frames:v', '1', '-f', 'image2pipe', '-c:v', 'png', '-');

/** A PNG of `width` x `height` 1-bit grey pixels, all zero: tiny on disk, huge once decoded. */
export function zeroPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale
  const row = 1 + Math.ceil(width / 8);
  const pixels = zlib.deflateSync(Buffer.alloc(row * height), { level: 9 });
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}
