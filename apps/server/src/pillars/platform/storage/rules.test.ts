import { describe, expect, it } from 'vitest';
import { hasRunningMembership as isMember } from '../../../kernel/tenancy/membership.ts';
import { quotaBytes } from '../../../kernel/tenancy/membership.ts';
import { checkReceivedSize, checkUploadIntent, contentTypeFor, mediaKindOf, purposeOf } from './upload-rules.ts';
import { parseUploadToken, signUploadToken, verifyUploadToken } from './upload-token.ts';

const MB = 1024 * 1024;

describe('upload purpose', () => {
  it('comes from the header, else from the first folder', () => {
    expect(purposeOf('avatar', 'x.png')).toBe('image');
    expect(purposeOf('VIDEO', 'x.mp4')).toBe('video');
    expect(purposeOf('bogus', 'x.mp4')).toBe('unknown');
    expect(purposeOf(undefined, 'audio/song.mp3')).toBe('audio');
    expect(purposeOf(undefined, 'backups/a.tar')).toBeNull();
    expect(purposeOf(undefined, 'image.png')).toBeNull();
  });
});

describe('checkUploadIntent (product-rules#storage-uploads)', () => {
  const intent = (
    relativeKey: string,
    purpose: Parameters<typeof checkUploadIntent>[0]['purpose'],
    declaredSize: number | null = 10,
    batchSize: number | null = null,
  ) => checkUploadIntent({ relativeKey, purpose, declaredSize, batchSize });

  it('accepts allowed formats within limits', () => {
    expect(intent('a.jpg', 'image', 5 * MB)).toBeNull();
    expect(intent('a.wav', 'audio', 50 * MB)).toBeNull();
    expect(intent('a.m4v', 'video', 200 * MB)).toBeNull();
    expect(intent('a.png', 'media', 100 * MB)).toBeNull();
    expect(intent('a.docx', 'file', 20 * MB)).toBeNull();
  });
  it('refuses wrong formats, sizes, spaces, empty files and big batches', () => {
    expect(intent('a.gif', 'image')).toBe('fileFormatNotSupported');
    expect(intent('a.mp3', 'video')).toBe('fileFormatNotSupported');
    expect(intent('a.png', 'image', 5 * MB + 1)).toBe('fileSizeExceeded');
    expect(intent('a.mp3', 'audio', 50 * MB + 1)).toBe('fileSizeExceeded');
    expect(intent('a.mp4', 'video', 200 * MB + 1)).toBe('fileSizeExceeded');
    expect(intent('a.txt', 'file', 20 * MB + 1)).toBe('fileSizeExceeded');
    expect(intent('my photo.png', 'image')).toBe('fileNameHasSpaces');
    expect(intent('a.png', 'image', 0)).toBe('emptyFile');
    expect(intent('a.png', 'image', 10, 11)).toBe('tooManyFiles');
    expect(intent('raw name', null, 10, 11)).toBe('tooManyFiles');
  });
  it('lets raw storage through (S3 semantics)', () => {
    expect(intent('dir/any name.bin', null, 0)).toBeNull();
    expect(intent('big.bin', null, 10_000 * MB)).toBeNull();
  });
  it('checks the received size', () => {
    expect(checkReceivedSize(0, 'audio')).toBe('emptyFile');
    expect(checkReceivedSize(0, null)).toBeNull();
    expect(checkReceivedSize(5 * MB + 1, 'image')).toBe('fileSizeExceeded');
  });
});

describe('content types and kinds', () => {
  it('guesses from the extension when the client sent nothing useful', () => {
    expect(contentTypeFor('a.mp4', undefined)).toBe('video/mp4');
    expect(contentTypeFor('a.mp4', 'application/octet-stream')).toBe('video/mp4');
    expect(contentTypeFor('a.bin', 'text/csv')).toBe('text/csv');
    expect(contentTypeFor('a.zzz', undefined)).toBe('application/octet-stream');
    expect(mediaKindOf('a.MOV', 'application/octet-stream')).toBe('video');
    expect(mediaKindOf('clip', 'audio/mpeg')).toBe('audio');
    expect(mediaKindOf('a.pdf', 'application/pdf')).toBe('file');
  });
});

describe('quota', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  it('gives members 30 GB and everyone else 1 GB', () => {
    expect(quotaBytes({ vipType: '', vipExpiresAt: null }, now)).toBe(1024 * MB);
    expect(quotaBytes({ vipType: 'vip', vipExpiresAt: new Date('2026-02-01') }, now)).toBe(30 * 1024 * MB);
    expect(isMember({ vipType: 'vip', vipExpiresAt: new Date('2025-12-01') }, now)).toBe(false);
    expect(isMember({ vipType: 'vip', vipExpiresAt: null }, now)).toBe(false);
  });
});

describe('upload token', () => {
  const facts = { method: 'PUT', bucket: 'orator', key: 'u/u1/a.png', contentMd5: '', contentType: 'image/png', date: 'Mon' };
  it('verifies the same request within 15 minutes only', () => {
    const now = 1_700_000_000_000;
    const { auth } = signUploadToken('secret', facts, 'u1', now);
    const parsed = parseUploadToken(auth);
    expect(parsed?.userId).toBe('u1');
    expect(verifyUploadToken('secret', parsed!, facts, now + 60_000)).toBe(true);
    expect(verifyUploadToken('secret', parsed!, facts, now + 16 * 60_000)).toBe(false);
    expect(verifyUploadToken('secret', parsed!, { ...facts, key: 'u/u1/b.png' }, now)).toBe(false);
    expect(verifyUploadToken('secret', parsed!, { ...facts, method: 'DELETE' }, now)).toBe(false);
    expect(verifyUploadToken('other', parsed!, facts, now)).toBe(false);
    expect(parseUploadToken('Bearer abc')).toBeNull();
  });
});
