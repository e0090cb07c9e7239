import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { ImageTooLargeError, loadNodeImage } from './node.ts';

describe('loadNodeImage', () => {
  it('decodes an ordinary image', async () => {
    const png = await createCanvas(40, 30).encode('png');
    expect(await loadNodeImage(png)).toMatchObject({ width: 40, height: 30 });
  });

  it('refuses a decompression bomb from its header, before decoding it', async () => {
    // The signature and IHDR of a 30000x30000 PNG (3.6 GB once decoded); no pixel data follows.
    const bomb = Buffer.from('89504e470d0a1a0a0000000d494844520000753000007530010000000000000000', 'hex');
    await expect(loadNodeImage(bomb)).rejects.toBeInstanceOf(ImageTooLargeError);
  });
});
