import { describe, expect, it } from 'vitest';
import { screenSelection, storageKeyFor, uploadKindFor } from './uploadRules.ts';

const MB = 1024 * 1024;

describe('uploadKindFor', () => {
  it('maps extensions to the §5 upload kinds', () => {
    expect(uploadKindFor('a.PNG')).toBe('image');
    expect(uploadKindFor('a.mp3')).toBe('audio');
    expect(uploadKindFor('a.webm')).toBe('video');
    expect(uploadKindFor('notes.pdf')).toBe('file');
  });
});

describe('screenSelection', () => {
  it('accepts valid files and explains each rejection', () => {
    const result = screenSelection([
      { name: 'ok.png', size: 10 },
      { name: 'big.png', size: 6 * MB },
      { name: 'has space.png', size: 10 },
      { name: 'empty.wav', size: 0 },
      { name: 'clip.mp4', size: 150 * MB },
    ]);
    expect([...result.accepted]).toEqual(['ok.png', 'clip.mp4']);
    expect(result.rejected).toEqual([
      { name: 'big.png', error: 'fileSizeExceeded' },
      { name: 'has space.png', error: 'fileNameHasSpaces' },
      { name: 'empty.wav', error: 'emptyFile' },
    ]);
  });

  it('refuses more than 10 files at once', () => {
    const files = Array.from({ length: 11 }, (_, i) => ({ name: `f${i}.png`, size: 1 }));
    expect(screenSelection(files)).toEqual({ accepted: new Set(), rejected: [{ name: '', error: 'tooManyFiles' }] });
    expect(screenSelection(files.slice(0, 10)).accepted.size).toBe(10);
  });
});

describe('storageKeyFor', () => {
  it('confines keys to the user prefix', () => {
    expect(storageKeyFor('42', 'a.png')).toBe('u/42/a.png');
  });
});
