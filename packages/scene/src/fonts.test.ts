import { describe, expect, it } from 'vitest';
import { FONT_FAMILIES, cssFamilyFor, cssFont } from './fonts.ts';

describe('font catalogue', () => {
  it('maps the stored font keys to open faces', () => {
    expect(cssFamilyFor('SimHei')).toMatch(/^"Noto Sans CJK SC"/);
    expect(cssFamilyFor('STSong')).toMatch(/^"Noto Serif CJK SC"/);
    expect(cssFamilyFor('Microsoft YaHei')).toMatch(/^"Noto Sans CJK SC"/);
    expect(cssFamilyFor('Arial')).toMatch(/^"Noto Sans"/);
    expect(cssFamilyFor('Times New Roman')).toMatch(/^"Noto Serif"/);
    expect(cssFamilyFor('unknown font')).toBe(cssFamilyFor('SimHei'));
  });

  it('has unique keys, languages and a CJK fallback for Latin faces', () => {
    expect(new Set(FONT_FAMILIES.map((f) => f.key)).size).toBe(FONT_FAMILIES.length);
    for (const family of FONT_FAMILIES) {
      expect(family.supportLanguage.length).toBeGreaterThan(0);
      expect(family.cssFamily).toMatch(/CJK/);
    }
  });

  it('builds ctx.font strings', () => {
    expect(cssFont({ family: 'Arial', sizePx: 30, bold: true, italic: true })).toBe(`italic bold 30.00px ${cssFamilyFor('Arial')}`);
  });
});
