import { describe, expect, it } from 'vitest';
import { UPLOAD_SLICE_BYTES, completeMultipartXml, needsMultipart, planSlices, progressPercent, xmlText } from './slicing.ts';

describe('planSlices', () => {
  it('cuts 4 MiB parts numbered from 1 with a short last part', () => {
    const size = UPLOAD_SLICE_BYTES * 2 + 10;
    expect(planSlices(size)).toEqual([
      { partNumber: 1, start: 0, end: 4194304 },
      { partNumber: 2, start: 4194304, end: 8388608 },
      { partNumber: 3, start: 8388608, end: 8388618 },
    ]);
  });

  it('covers every byte exactly once', () => {
    const slices = planSlices(10_000_001, 999_999);
    expect(slices.reduce((sum, s) => sum + (s.end - s.start), 0)).toBe(10_000_001);
    slices.slice(1).forEach((slice, i) => expect(slice.start).toBe(slices[i]!.end));
  });

  it('has no parts for an empty file and one for exactly one slice', () => {
    expect(planSlices(0)).toEqual([]);
    expect(planSlices(UPLOAD_SLICE_BYTES)).toHaveLength(1);
  });

  it('refuses nonsense sizes', () => {
    expect(() => planSlices(-1)).toThrow(RangeError);
    expect(() => planSlices(10, 0)).toThrow(RangeError);
  });

  it('uses multipart only above one slice', () => {
    expect(needsMultipart(UPLOAD_SLICE_BYTES)).toBe(false);
    expect(needsMultipart(UPLOAD_SLICE_BYTES + 1)).toBe(true);
  });
});

describe('completeMultipartXml', () => {
  it('lists parts in order with quoted ETags', () => {
    const xml = completeMultipartXml([
      { partNumber: 2, etag: 'bbb' },
      { partNumber: 1, etag: '"aaa"' },
    ]);
    expect(xml).toBe(
      '<CompleteMultipartUpload><Part><PartNumber>1</PartNumber><ETag>"aaa"</ETag></Part><Part><PartNumber>2</PartNumber><ETag>"bbb"</ETag></Part></CompleteMultipartUpload>',
    );
  });
});

describe('xmlText', () => {
  it('reads and unescapes an element', () => {
    expect(xmlText('<InitiateMultipartUploadResult><UploadId>a&amp;b</UploadId></InitiateMultipartUploadResult>', 'UploadId')).toBe('a&b');
    expect(xmlText('<Error/>', 'Message')).toBeNull();
  });
});

describe('progressPercent', () => {
  it('floors and caps', () => {
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(5, 3)).toBe(100);
    expect(progressPercent(0, 0)).toBe(100);
  });
});
