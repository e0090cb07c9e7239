import { describe, expect, it } from 'vitest';
import { compositionDeductionFactor, compositionSeconds } from '../../kernel/plans/deduction.ts';
import { readPhotoHeader, sniffPhotoFormat } from './image-header.ts';
import {
  checkCrop,
  checkPhotoFile,
  checkPhotoLines,
  faceCrop,
  PHOTO_MAX_BYTES,
  portraitRefusalKey,
  transformFace,
  upscaleFactor,
} from './rules.ts';
import { showsPhotoAvatar } from './usage.ts';

function pngHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return bytes;
}

/** SOI, an APP0 segment, then SOF0 with the size. */
function jpegHeader(width: number, height: number): Uint8Array {
  const app0 = [0xff, 0xe0, 0x00, 0x04, 0x4a, 0x46];
  const sof0 = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 255, width >> 8, width & 255, 3];
  return new Uint8Array([0xff, 0xd8, ...app0, ...sof0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
}

describe('photo header', () => {
  it('sniffs PNG and JPEG from their bytes and reads the size', () => {
    expect(readPhotoHeader(pngHeader(640, 480))).toEqual({ format: 'png', width: 640, height: 480 });
    expect(readPhotoHeader(jpegHeader(1200, 1600))).toEqual({ format: 'jpeg', width: 1200, height: 1600 });
  });
  it('refuses other files, whatever their name', () => {
    expect(sniffPhotoFormat(new TextEncoder().encode('GIF89a....'))).toBeNull();
    expect(readPhotoHeader(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
  });
});

describe('photo rules', () => {
  it('checks size, format and pixel range', () => {
    expect(checkPhotoFile(0, null)).toBe('emptyFile');
    expect(checkPhotoFile(PHOTO_MAX_BYTES + 1, { format: 'png', width: 800, height: 800 })).toBe('fileSizeExceeded');
    expect(checkPhotoFile(1000, null)).toBe('photoFormatNotSupported');
    expect(checkPhotoFile(1000, { format: 'png', width: 200, height: 800 })).toBe('photoSizeOutOfRange');
    expect(checkPhotoFile(1000, { format: 'jpeg', width: 5000, height: 800 })).toBe('photoSizeOutOfRange');
    expect(checkPhotoFile(1000, { format: 'jpeg', width: 800, height: 1000 })).toBeNull();
  });

  it('maps each portrait refusal to its §8 message', () => {
    expect(portraitRefusalKey('noFace')).toBe('photoNoFace');
    expect(portraitRefusalKey('manyFaces')).toBe('photoManyFaces');
    expect(portraitRefusalKey('tinyFace')).toBe('photoTinyFace');
    expect(portraitRefusalKey('notFrontal')).toBe('photoNotFrontal');
  });

  it('crops 3:4 around the face, about twice its width, inside the image', () => {
    const image = { width: 1000, height: 1400 };
    const crop = faceCrop({ x: 400, y: 300, width: 200, height: 240 }, image);
    expect(crop.width).toBe(400);
    expect(crop.height).toBe(532);
    expect(crop.x + crop.width / 2).toBeCloseTo(500, 0);
    expect(checkCrop(crop, image)).toBeNull();
    // Zoomed out past the image edge: fitted inside, aspect kept.
    const wide = faceCrop({ x: 20, y: 20, width: 600, height: 700 }, image, { zoom: 0.6, dx: -1, dy: -1 });
    expect(checkCrop(wide, image)).toBeNull();
    expect(wide.width / wide.height).toBeCloseTo(0.75, 1);
    expect(checkCrop({ x: 900, y: 0, width: 200, height: 300 }, image)).toBe('photoCropInvalid');
  });

  it('moves the landmarks with the crop and the upscale', () => {
    const landmarks = Array.from({ length: 136 }, (_, i) => (i % 2 === 0 ? 500 : 700));
    const face = { width: 1000, height: 1400, box: { x: 400, y: 600, width: 200, height: 200 }, landmarks };
    const moved = transformFace(face, { x: 300, y: 500, width: 400, height: 532 }, 2);
    expect(moved).toMatchObject({ width: 800, height: 1064, box: { x: 200, y: 200, width: 400, height: 400 } });
    expect(moved.landmarks.slice(0, 2)).toEqual([400, 400]);
    expect(upscaleFactor(1000, 1400)).toBe(2);
    expect(upscaleFactor(3000, 1000)).toBeCloseTo(4096 / 3000);
  });

  it('checks the lines: a role each, text of 15+ characters or audio up to 3 minutes', () => {
    expect(checkPhotoLines([], ['a'])).toBe('photoLinesRequired');
    expect(checkPhotoLines([{ roleId: 'x', text: 'Hello there, how are you today?' }], ['a'])).toBe('photoRoleMissing');
    expect(checkPhotoLines([{ roleId: 'a', text: 'Too short' }], ['a'])).toBe('dubbingTextTooShort');
    expect(checkPhotoLines([{ roleId: 'a', audioUrl: '/x.mp3', audioMs: 180_001 }], ['a'])).toBe('photoAudioTooLong');
    expect(
      checkPhotoLines(
        [
          { roleId: 'a', audioUrl: '/x.mp3', audioMs: 180_000 },
          { roleId: 'a', text: 'Hello there, how are you today?' },
        ],
        ['a'],
      ),
    ).toBeNull();
  });
});

describe('deduction', () => {
  it('charges a photo avatar twice, 4K at the plan factor, rounded up to whole seconds', () => {
    expect(compositionDeductionFactor({ photoAvatar: false, resolution: 'low' })).toBe(1);
    expect(compositionDeductionFactor({ photoAvatar: true, resolution: 'medium' })).toBe(2);
    expect(compositionDeductionFactor({ photoAvatar: true, resolution: 'high' })).toBe(4);
    expect(compositionSeconds(2500, 2)).toBe(5);
    expect(compositionSeconds(2501, 2)).toBe(6);
    expect(compositionSeconds(10_000, 1)).toBe(10);
  });
  it('sees a photo avatar on pages and on tracks', () => {
    const man = { uuid: 'm', type: 'digitalMan', manType: 'PHOTO' } as const;
    const page = { elements: [man] } as unknown as Parameters<typeof showsPhotoAvatar>[0]['ppts'][number];
    expect(showsPhotoAvatar({ ppts: [page], tracks: [] })).toBe(true);
    expect(showsPhotoAvatar({ ppts: [], tracks: [] })).toBe(false);
  });
});
