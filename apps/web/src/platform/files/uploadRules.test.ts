import { describe, expect, it } from 'vitest';
import { screenSelection, storageKeyFor, uploadKindFor, uploadNameFor } from './uploadRules.ts';

const MB = 1024 * 1024;

describe('uploadKindFor', () => {
  it('maps extensions to the upload kinds (product-rules#storage-uploads)', () => {
    expect(uploadKindFor('a.PNG')).toBe('image');
    expect(uploadKindFor('a.mp3')).toBe('audio');
    expect(uploadKindFor('a.webm')).toBe('video');
    expect(uploadKindFor('notes.pdf')).toBe('file');
  });
});

describe('uploadNameFor', () => {
  it('offers the name with whitespace replaced, which the upload rules accept', () => {
    expect(uploadNameFor('my holiday photo.png')).toBe('my_holiday_photo.png');
    expect(uploadNameFor(' a \t b.mp3 ')).toBe('a_b.mp3');
    expect(uploadNameFor('plain.mp4')).toBe('plain.mp4');
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
    expect([...result.accepted]).toEqual([
      ['ok.png', 'ok.png'],
      ['has space.png', 'has_space.png'],
      ['clip.mp4', 'clip.mp4'],
    ]);
    expect(result.rejected).toEqual([
      { name: 'big.png', error: 'fileSizeExceeded' },
      { name: 'empty.wav', error: 'emptyFile' },
    ]);
  });

  it('refuses more than 10 files at once', () => {
    const files = Array.from({ length: 11 }, (_, i) => ({ name: `f${i}.png`, size: 1 }));
    expect(screenSelection(files)).toEqual({ accepted: new Map(), rejected: [{ name: '', error: 'tooManyFiles' }] });
    expect(screenSelection(files.slice(0, 10)).accepted.size).toBe(10);
  });
});

describe('storageKeyFor', () => {
  it('confines keys to the user prefix', () => {
    expect(storageKeyFor('42', 'a.png')).toBe('u/42/a.png');
  });
});
