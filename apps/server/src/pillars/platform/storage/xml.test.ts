import { describe, expect, it } from 'vitest';
import { parseRange } from './range.ts';
import { listBucketResultXml, parseCompleteMultipartUpload, unquoteEtag } from './xml.ts';

describe('parseCompleteMultipartUpload', () => {
  it('reads our web client body (quoted ETags)', () => {
    const xml =
      '<CompleteMultipartUpload><Part><PartNumber>1</PartNumber><ETag>"aa"</ETag></Part><Part><PartNumber>2</PartNumber><ETag>"bb"</ETag></Part></CompleteMultipartUpload>';
    expect(parseCompleteMultipartUpload(xml)).toEqual([
      { partNumber: 1, etag: 'aa' },
      { partNumber: 2, etag: 'bb' },
    ]);
  });
  it('reads the AWS SDK body (namespace, entity-escaped quotes, whitespace)', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?><CompleteMultipartUpload xmlns="http://s3.amazonaws.com/doc/2006-03-01/">
      <Part><ETag>&quot;cc&quot;</ETag><PartNumber>3</PartNumber></Part></CompleteMultipartUpload>`;
    expect(parseCompleteMultipartUpload(xml)).toEqual([{ partNumber: 3, etag: 'cc' }]);
  });
  it.each([
    '',
    'not xml',
    '<CompleteMultipartUpload></CompleteMultipartUpload>',
    '<CompleteMultipartUpload><Part><PartNumber>x</PartNumber><ETag>a</ETag></Part></CompleteMultipartUpload>',
    '<CompleteMultipartUpload><Part><PartNumber>0</PartNumber><ETag>a</ETag></Part></CompleteMultipartUpload>',
    '<CompleteMultipartUpload><Part><PartNumber>1</PartNumber></Part></CompleteMultipartUpload>',
    '<!DOCTYPE x [<!ENTITY a "aaaa">]><CompleteMultipartUpload><Part><PartNumber>1</PartNumber><ETag>&a;</ETag></Part></CompleteMultipartUpload>',
  ])('refuses malformed %j', (xml) => {
    expect(parseCompleteMultipartUpload(xml)).toBeNull();
  });
});

describe('XML answers', () => {
  it('escapes keys in listings and marks truncation', () => {
    const xml = listBucketResultXml({
      bucket: 'orator',
      prefix: '',
      limit: 1,
      isTruncated: true,
      entries: [{ key: 'a&b<c>.png', size: 3, etag: 'e', lastModified: new Date(0) }],
    });
    expect(xml).toContain('<Key>a&amp;b&lt;c&gt;.png</Key>');
    expect(xml).toContain('<IsTruncated>true</IsTruncated>');
    expect(xml).toContain('<NextMarker>a&amp;b&lt;c&gt;.png</NextMarker>');
    expect(xml).toContain('<ETag>&quot;e&quot;</ETag>');
  });
  it('unquotes etags', () => {
    expect(unquoteEtag('"abc"')).toBe('abc');
    expect(unquoteEtag('W/"abc-2"')).toBe('abc-2');
  });
});

describe('parseRange', () => {
  it('reads single ranges', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
  });
  it('ignores what it cannot serve and refuses what cannot be satisfied', () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
    expect(parseRange('items=0-1', 100)).toBeNull();
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=5-1', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 100)).toBe('unsatisfiable');
  });
});
