import { describe, expect, it } from 'vitest';
import { parseRange } from './range.ts';
import {
  completeMultipartUploadXml,
  errorXml,
  initiateMultipartUploadXml,
  listAllMyBucketsXml,
  listBucketResultXml,
  locationConstraintXml,
  parseCompleteMultipartUpload,
  unquoteEtag,
} from './xml.ts';

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

/** What the hand-written XML answered before fast-xml-parser built it (compared byte for byte at the switch). */
describe('XML answers, byte for byte as before', () => {
  const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
  const NS = 'xmlns="http://s3.amazonaws.com/doc/2006-03-01/"';
  const date = new Date(Date.UTC(2024, 1, 3, 4, 5, 6, 789));
  it('multipart, errors, buckets, location', () => {
    expect(initiateMultipartUploadXml('orator', `a&b<c>"d'.png`, 'up-1')).toBe(
      `${DECLARATION}<InitiateMultipartUploadResult ${NS}><Bucket>orator</Bucket><Key>a&amp;b&lt;c&gt;&quot;d&apos;.png</Key><UploadId>up-1</UploadId></InitiateMultipartUploadResult>`,
    );
    expect(completeMultipartUploadXml('/oss/orator/图 1.png', 'orator', '图 1.png', 'e-2')).toBe(
      `${DECLARATION}<CompleteMultipartUploadResult ${NS}><Location>/oss/orator/图 1.png</Location><Bucket>orator</Bucket><Key>图 1.png</Key><ETag>&quot;e-2&quot;</ETag></CompleteMultipartUploadResult>`,
    );
    expect(errorXml('NoSuchKey', 'Not found', '/oss/orator/x')).toBe(
      `${DECLARATION}<Error><Code>NoSuchKey</Code><Message>Not found</Message><Resource>/oss/orator/x</Resource></Error>`,
    );
    expect(listAllMyBucketsXml('u-1', 'orator', date)).toBe(
      `${DECLARATION}<ListAllMyBucketsResult ${NS}><Owner><ID>u-1</ID><DisplayName>u-1</DisplayName></Owner><Buckets><Bucket><Name>orator</Name><CreationDate>2024-02-03T04:05:06.789Z</CreationDate></Bucket></Buckets></ListAllMyBucketsResult>`,
    );
    expect(locationConstraintXml('eu-west-1')).toBe(`${DECLARATION}<LocationConstraint ${NS}>eu-west-1</LocationConstraint>`);
    expect(locationConstraintXml('us-east-1')).toBe(`${DECLARATION}<LocationConstraint ${NS}></LocationConstraint>`);
  });
  it('listings, V1 and V2', () => {
    const entries = [{ key: 'x1&', size: 3, etag: 'e', lastModified: date }];
    expect(
      listBucketResultXml({
        bucket: 'orator',
        prefix: 'x',
        delimiter: '/',
        limit: 1,
        entries,
        commonPrefixes: ['x/'],
        isTruncated: true,
        v2: { continuationToken: 't"1', startAfter: null },
      }),
    ).toBe(
      `${DECLARATION}<ListBucketResult ${NS}><Name>orator</Name><Prefix>x</Prefix><Delimiter>/</Delimiter><KeyCount>2</KeyCount><MaxKeys>1</MaxKeys><ContinuationToken>t&quot;1</ContinuationToken><NextContinuationToken>x1&amp;</NextContinuationToken><IsTruncated>true</IsTruncated><Contents><Key>x1&amp;</Key><LastModified>2024-02-03T04:05:06.789Z</LastModified><ETag>&quot;e&quot;</ETag><Size>3</Size><StorageClass>STANDARD</StorageClass></Contents><CommonPrefixes><Prefix>x/</Prefix></CommonPrefixes></ListBucketResult>`,
    );
    expect(listBucketResultXml({ bucket: 'orator', prefix: '', limit: 1000, entries: [], isTruncated: false })).toBe(
      `${DECLARATION}<ListBucketResult ${NS}><Name>orator</Name><Prefix></Prefix><Marker></Marker><MaxKeys>1000</MaxKeys><IsTruncated>false</IsTruncated></ListBucketResult>`,
    );
  });
  it('reads numeric character references in ETags', () => {
    const xml = '<CompleteMultipartUpload><Part><PartNumber>4</PartNumber><ETag>&#34;dd&#34;</ETag></Part></CompleteMultipartUpload>';
    expect(parseCompleteMultipartUpload(xml)).toEqual([{ partNumber: 4, etag: 'dd' }]);
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
