import { describe, expect, it } from 'vitest';
import { appendOffset, isAssembledInPlace } from './multipart-plan.ts';
import { multipartEtag } from './multipart.ts';

describe('multipart assembly plan', () => {
  const inPlace = [
    { partNumber: 1, size: 4, offset: 0 },
    { partNumber: 2, size: 4, offset: 4 },
  ];
  it('appends the next part in order', () => {
    expect(appendOffset([], 1)).toBe(0);
    expect(appendOffset(inPlace, 3)).toBe(8);
  });
  it('does not append out of order, re-sent or after a separate part', () => {
    expect(appendOffset([], 2)).toBeNull();
    expect(appendOffset(inPlace, 2)).toBeNull();
    expect(appendOffset(inPlace, 4)).toBeNull();
    expect(appendOffset([{ partNumber: 1, size: 4, offset: null }], 2)).toBeNull();
  });
  it('completes in place only from the start of the assembly, contiguous', () => {
    expect(isAssembledInPlace(inPlace)).toBe(true);
    expect(isAssembledInPlace(inPlace.slice(0, 1))).toBe(true);
    expect(isAssembledInPlace(inPlace.slice(1))).toBe(false);
    expect(isAssembledInPlace([inPlace[0]!, { partNumber: 2, size: 4, offset: null }])).toBe(false);
    expect(isAssembledInPlace([])).toBe(false);
  });
  it('computes the S3 multipart ETag', () => {
    // md5 of the two binary digests, then -2
    expect(multipartEtag(['d41d8cd98f00b204e9800998ecf8427e', 'd41d8cd98f00b204e9800998ecf8427e'])).toMatch(/^[0-9a-f]{32}-2$/);
  });
});
