import { describe, expect, it } from 'vitest';
import { confineKey, confinePrefix, fileNameOf, relativeKey } from './keys.ts';

const me = 'user1';

describe('confineKey', () => {
  it('puts relative keys under the user namespace', () => {
    expect(confineKey('video/a.mp4', me)).toEqual({ ok: true, key: 'u/user1/video/a.mp4', relative: 'video/a.mp4' });
  });
  it('accepts the absolute form with the caller own prefix', () => {
    expect(confineKey('u/user1/video/a.mp4', me)).toEqual({ ok: true, key: 'u/user1/video/a.mp4', relative: 'video/a.mp4' });
  });
  it('refuses another user prefix with 403', () => {
    expect(confineKey('u/user2/a.mp4', me)).toEqual({ ok: false, status: 403 });
    expect(confineKey('u/user2', me)).toEqual({ ok: false, status: 403 });
  });
  it.each(['', '/etc/passwd', '../x', 'a/../b', 'a/./b', 'a//b', 'a/', 'a\\b', 'a\u0000b', 'u/user1/', 'u/user1', 'x'.repeat(1025)])(
    'refuses %j with 400',
    (raw) => {
      expect(confineKey(raw, me)).toEqual({ ok: false, status: 400 });
    },
  );
  it('treats a lone "u" file as a relative key', () => {
    expect(confineKey('u', me)).toMatchObject({ ok: true, key: 'u/user1/u' });
  });
  it('keeps unicode and spaces (S3 keys may hold them)', () => {
    expect(confineKey('图片/my file.png', me)).toMatchObject({ ok: true, key: 'u/user1/图片/my file.png' });
  });
});

describe('confinePrefix', () => {
  it('maps the empty prefix to the namespace root', () => {
    expect(confinePrefix('', me)).toEqual({ ok: true, key: 'u/user1/', relative: '' });
  });
  it('allows a trailing slash and partial names', () => {
    expect(confinePrefix('video/', me)).toMatchObject({ ok: true, key: 'u/user1/video/' });
    expect(confinePrefix('vid', me)).toMatchObject({ ok: true, key: 'u/user1/vid' });
    expect(confinePrefix('u/user1/', me)).toMatchObject({ ok: true, key: 'u/user1/' });
  });
  it('refuses escapes and other namespaces', () => {
    expect(confinePrefix('../', me)).toEqual({ ok: false, status: 400 });
    expect(confinePrefix('a//', me)).toEqual({ ok: false, status: 400 });
    expect(confinePrefix('u/user2/', me)).toEqual({ ok: false, status: 403 });
  });
});

describe('relativeKey and fileNameOf', () => {
  it('strips the namespace and finds the name', () => {
    expect(relativeKey('u/user1/a/b.png', me)).toBe('a/b.png');
    expect(fileNameOf('a/b.png')).toBe('b.png');
    expect(fileNameOf('b.png')).toBe('b.png');
  });
});
