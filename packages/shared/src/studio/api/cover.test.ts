import { describe, expect, it } from 'vitest';
import { COVER_TITLE_MAX_CHARS } from '../constants/cover.ts';
import { errorKeyOf } from '../../kernel/validation/schemas.ts';
import { checkCoverTitle, COVER_PATHS, CoverDocument, coverEditorPath, defaultCoverDocument } from './cover.ts';

/** The cover document rules (product-rules#projects-cover). */
describe('cover document', () => {
  const valid = defaultCoverDocument(9000, '季度总结 Q3');

  it('starts from the frame at a third of the video with the project name as title', () => {
    expect(valid.background).toEqual({ kind: 'frame', timeMs: 3000 });
    expect(valid.title.text).toBe('季度总结 Q3');
    expect(CoverDocument.safeParse(valid).success).toBe(true);
  });

  it('cuts a long project name to the title limit by characters, not UTF-16 units', () => {
    const name = '𠀀'.repeat(COVER_TITLE_MAX_CHARS + 5);
    const doc = defaultCoverDocument(1000, name);
    expect([...doc.title.text]).toHaveLength(COVER_TITLE_MAX_CHARS);
    expect(CoverDocument.safeParse(doc).success).toBe(true);
  });

  it('counts a Chinese title per character: 40 pass, 41 are coverTitleTooLong', () => {
    expect(checkCoverTitle('封'.repeat(40)).ok).toBe(true);
    expect(checkCoverTitle('封'.repeat(41))).toEqual({ ok: false, error: 'coverTitleTooLong' });
    const parsed = CoverDocument.safeParse({ ...valid, title: { ...valid.title, text: 'x'.repeat(41) } });
    expect(parsed.success).toBe(false);
    expect(errorKeyOf(parsed.error!)).toBe('coverTitleTooLong');
  });

  it('refuses a colour that is not #rgb, #rrggbb or rgb() with invalidColor', () => {
    const parsed = CoverDocument.safeParse({ ...valid, title: { ...valid.title, color: 'javascript:red' } });
    expect(parsed.success).toBe(false);
    expect(errorKeyOf(parsed.error!)).toBe('invalidColor');
    expect(CoverDocument.safeParse({ ...valid, title: { ...valid.title, strokeColor: null } }).success).toBe(true);
  });

  it('keeps font size, outline and sticker size inside their ranges', () => {
    expect(CoverDocument.safeParse({ ...valid, title: { ...valid.title, fontSize: 8 } }).success).toBe(false);
    expect(CoverDocument.safeParse({ ...valid, title: { ...valid.title, strokeWidth: 40 } }).success).toBe(false);
    const sticker = { id: 'ill-arrows-blue-0', xPercent: 50, yPercent: 50, sizePercent: 90 };
    expect(CoverDocument.safeParse({ ...valid, sticker }).success).toBe(false);
    expect(CoverDocument.safeParse({ ...valid, sticker: { ...sticker, sizePercent: 30 } }).success).toBe(true);
  });

  it('takes an image background only with its source, and no other kind', () => {
    expect(CoverDocument.safeParse({ ...valid, background: { kind: 'image', url: '/oss/orator/a.png', source: 'upload' } }).success).toBe(
      true,
    );
    expect(CoverDocument.safeParse({ ...valid, background: { kind: 'image', url: '/oss/orator/a.png' } }).success).toBe(false);
    expect(CoverDocument.safeParse({ ...valid, background: { kind: 'video', url: 'x' } }).success).toBe(false);
    expect(CoverDocument.safeParse({ ...valid, background: { kind: 'frame', timeMs: -1 } }).success).toBe(false);
  });

  it('names its paths after the project', () => {
    expect(COVER_PATHS.frame('p 1', 1234.6)).toBe('/manprocess/video/project/p%201/cover/frame?timeMs=1235');
    expect(COVER_PATHS.save('p1')).toBe('/manprocess/video/project/p1/cover/save');
    expect(coverEditorPath('p1')).toBe('/main/coverEdit/p1');
  });
});
