import { UPLOAD_SLICE_BYTES } from '@orator/shared/constants';
import { describe, expect, it } from 'vitest';
import { TEST_FILE_SIZES, randomFile, slicesFor, speedText } from './uploadTest.ts';

describe('upload test', () => {
  it('tests one single request and the multipart protocol with several 4194304-byte slices', () => {
    expect(UPLOAD_SLICE_BYTES).toBe(4194304);
    expect(TEST_FILE_SIZES.map(slicesFor)).toEqual([0, 0, 3]);
  });

  it('reports speed in MB/s', () => {
    expect(speedText(9 * 1048576, 3000)).toBe('3.00 MB/s');
    expect(speedText(100, 0)).toBe('—');
  });

  it('makes files of random bytes of the asked size', async () => {
    const a = new Uint8Array(await randomFile(70000, 'a.bin').arrayBuffer());
    const b = new Uint8Array(await randomFile(70000, 'b.bin').arrayBuffer());
    expect(a.length).toBe(70000);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(false);
    // The tail past the first 65536-byte fill is random too.
    expect(a.subarray(65536).some((x) => x !== 0)).toBe(true);
  });
});
