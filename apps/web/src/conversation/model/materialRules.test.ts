import { MB } from '@orator/shared/constants';
import { describe, expect, it } from 'vitest';
import { checkMaterialFile, materialUploadKind, sortMaterialSelection } from './materialRules.ts';

describe('material files', () => {
  it('judges images and videos as media (100 MB) and audio as audio (50 MB)', () => {
    expect(materialUploadKind('展台 1.JPG')).toBe('media');
    expect(materialUploadKind('welcome.webm')).toBe('media');
    expect(materialUploadKind('jingle.wav')).toBe('audio');
    expect(materialUploadKind('deck.pptx')).toBeNull();
    expect(checkMaterialFile({ name: 'clip.mp4', size: 100 * MB })).toEqual({ ok: true });
    expect(checkMaterialFile({ name: 'clip.mp4', size: 100 * MB + 1 })).toEqual({ ok: false, error: 'fileSizeExceeded' });
    expect(checkMaterialFile({ name: 'song.mp3', size: 50 * MB + 1 })).toEqual({ ok: false, error: 'fileSizeExceeded' });
    expect(checkMaterialFile({ name: 'notes.txt', size: 10 })).toEqual({ ok: false, error: 'fileFormatNotSupported' });
    expect(checkMaterialFile({ name: 'empty.png', size: 0 })).toEqual({ ok: false, error: 'emptyFile' });
  });

  it('refuses more than 10 files at once, and lists each bad file of a smaller batch', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.png`, size: 10 }));
    expect(sortMaterialSelection(eleven).tooMany).toBe(true);
    const mixed = [
      { name: 'a.png', size: 10 },
      { name: 'b.gif', size: 10 },
      { name: 'c.wav', size: 0 },
    ];
    expect(sortMaterialSelection(mixed)).toEqual({
      tooMany: false,
      refused: [
        { name: 'b.gif', error: 'fileFormatNotSupported' },
        { name: 'c.wav', error: 'emptyFile' },
      ],
    });
  });
});
