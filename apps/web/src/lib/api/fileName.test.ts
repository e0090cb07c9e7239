import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './fileName.ts';

describe('fileNameFromDisposition', () => {
  it('prefers the UTF-8 extended name (Chinese file names)', () => {
    const header = `attachment; filename="qa.xlsx"; filename*=UTF-8''${encodeURIComponent('问答库 “客服”.xlsx')}`;
    expect(fileNameFromDisposition(header, 'x.xlsx')).toBe('问答库 “客服”.xlsx');
  });

  it('reads a quoted or bare plain name', () => {
    expect(fileNameFromDisposition('attachment; filename="Q&A template.xlsx"', 'x.xlsx')).toBe('Q&A template.xlsx');
    expect(fileNameFromDisposition('attachment; filename=export.xlsx', 'x.xlsx')).toBe('export.xlsx');
  });

  it('falls back when the header is missing, empty or malformed', () => {
    expect(fileNameFromDisposition(null, 'fallback.xlsx')).toBe('fallback.xlsx');
    expect(fileNameFromDisposition('attachment', 'fallback.xlsx')).toBe('fallback.xlsx');
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''%E4%ZZ", 'fallback.xlsx')).toBe('fallback.xlsx');
  });
});
