import { describe, expect, it } from 'vitest';
import { messageFromStorageText, parseListBucketResult, uploadIntentHeaders } from './storage.ts';

describe('parseListBucketResult', () => {
  it('reads objects and the next marker of a truncated page', () => {
    const xml = `<ListBucketResult><IsTruncated>true</IsTruncated>
      <Contents><Key>u/1/a.png</Key><Size>12</Size><ETag>&quot;e1&quot;</ETag><LastModified>2026-01-01T00:00:00Z</LastModified></Contents>
      <Contents><Key>u/1/b.png</Key><Size>7</Size><ETag>"e2"</ETag><LastModified>2026-01-02T00:00:00Z</LastModified></Contents>
    </ListBucketResult>`;
    const result = parseListBucketResult(xml);
    expect(result.objects.map((o) => [o.key, o.size, o.etag])).toEqual([
      ['u/1/a.png', 12, '"e1"'],
      ['u/1/b.png', 7, '"e2"'],
    ]);
    expect(result.nextMarker).toBe('u/1/b.png');
  });

  it('has no next marker on the last page', () => {
    expect(parseListBucketResult('<ListBucketResult><IsTruncated>false</IsTruncated></ListBucketResult>').nextMarker).toBeNull();
  });
});

describe('messageFromStorageText', () => {
  it('reads envelope JSON and S3 XML errors', () => {
    expect(messageFromStorageText('{"code":-1,"message":"Storage capacity is full","data":null}')).toBe('Storage capacity is full');
    expect(messageFromStorageText('<Error><Code>AccessDenied</Code><Message>Denied</Message></Error>')).toBe('Denied');
  });
});

describe('uploadIntentHeaders', () => {
  it('names the purpose and the batch size only when known', () => {
    expect(uploadIntentHeaders({ purpose: 'image', batchSize: 3 })).toEqual({ 'x-orator-purpose': 'image', 'x-orator-batch-size': '3' });
    expect(uploadIntentHeaders({})).toEqual({});
  });
});
