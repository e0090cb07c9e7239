import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { checkImageSize, readImageSize } from './image-size.ts';

describe('image size from the header', () => {
  it('reads PNG, JPEG and WebP as a real encoder writes them', async () => {
    const canvas = createCanvas(37, 23);
    canvas.getContext('2d').fillRect(0, 0, 10, 10);
    for (const format of ['png', 'jpeg', 'webp'] as const) {
      const bytes = await canvas.encode(format as 'png');
      expect(readImageSize(bytes), format).toEqual({ width: 37, height: 23 });
    }
  });

  it('reads the size a decompression bomb declares from its header alone, and refuses it', () => {
    // The signature and IHDR of a 30000x30000 PNG; the pixel data that would follow is not needed.
    const header = Buffer.from('89504e470d0a1a0a0000000d494844520000753000007530010000000000000000', 'hex');
    expect(readImageSize(header)).toEqual({ width: 30_000, height: 30_000 });
    expect(checkImageSize(readImageSize(header))).toEqual({ ok: false, error: 'imageTooLarge' });
    expect(checkImageSize({ width: 20_000, height: 100 })).toEqual({ ok: false, error: 'imageTooLarge' });
    expect(checkImageSize({ width: 8000, height: 6000 }).ok).toBe(true);
  });

  it('answers null for what it cannot read', () => {
    expect(readImageSize(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(readImageSize(Buffer.from([0xff, 0xd8, 0xff]))).toBeNull();
    expect(checkImageSize(null).ok).toBe(true);
  });
});
