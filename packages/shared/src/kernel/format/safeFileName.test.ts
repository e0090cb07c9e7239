import { describe, expect, it } from 'vitest';
import { safeFileStem } from './safeFileName.ts';

describe('safeFileStem', () => {
  it('turns a title into a file-name stem without spaces or path characters', () => {
    expect(safeFileStem('Launch plan: Q3 / 2026', 'video')).toBe('Launch-plan-Q3-2026');
    expect(safeFileStem('Chart (blue)', 'x')).toBe('Chart-blue');
    expect(safeFileStem('  产品 介绍  ', 'video')).toBe('产品-介绍');
    expect(safeFileStem('../..\\etc', 'video')).toBe('etc');
  });

  it('falls back when nothing usable is left, and keeps long names short', () => {
    expect(safeFileStem(' ?*/ ', 'video')).toBe('video');
    expect(safeFileStem('a'.repeat(300), 'video')).toHaveLength(80);
  });
});
