import { describe, expect, it } from 'vitest';
import { parseCsv } from './batch-table-files.ts';

describe('parseCsv (RFC 4180 as spreadsheet programs write it)', () => {
  it('reads quoted commas, doubled quotes and quoted line breaks', () => {
    expect(parseCsv('a,"b,c","say ""hi""","two\r\nlines"\n')).toEqual([['a', 'b,c', 'say "hi"', 'two\r\nlines']]);
  });
  it('ends records at LF, CRLF or CR and keeps blank lines as one empty field', () => {
    expect(parseCsv('h1,h2\r\n1,2\n\n3\r4,5')).toEqual([['h1', 'h2'], ['1', '2'], [''], ['3'], ['4', '5']]);
  });
  it('keeps a quote inside an unquoted field as text, and ragged rows as they are', () => {
    expect(parseCsv('5" screen,x\n1')).toEqual([['5" screen', 'x'], ['1']]);
    expect(parseCsv(' "a",b')).toEqual([[' "a"', 'b']]);
  });
  it('reads empty input as no records and a trailing empty field as a field', () => {
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv('a,\n')).toEqual([['a', '']]);
  });
  it('refuses an unclosed quote with the spec message', () => {
    expect(() => parseCsv('a,"b\n')).toThrow(expect.objectContaining({ key: 'fileFormatNotSupported', status: 400 }));
  });
});
