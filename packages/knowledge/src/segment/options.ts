export interface SegmentOptions {
  /** 'auto': by structure (headings, paragraphs, table rows); 'delimiter': split on the user's delimiters. */
  mode: 'auto' | 'delimiter';
  delimiters: string[];
  /** Maximum characters (code points) of one segment's text. */
  maxLength: number;
}

export const DEFAULT_SEGMENT_OPTIONS: SegmentOptions = Object.freeze({ mode: 'auto', delimiters: [], maxLength: 500 }) as SegmentOptions;

/** The smallest maximum length we honour; below it sentences would be cut mid-word everywhere. */
export const MIN_SEGMENT_LENGTH = 50;

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', '\\': '\\', '#': '#', s: ' ' };

/**
 * The user's delimiter setting (spec §9: delimiters separated by '#'), e.g. `\n#。#；` -> ['\n', '。', '；'].
 * Escapes: \n newline, \t tab, \r carriage return, \s space, \# a literal '#', \\ a backslash.
 * Empty and repeated entries are dropped; order is kept.
 */
export function parseDelimiters(setting: string): string[] {
  const delimiters: string[] = [];
  let current = '';
  const finish = (): void => {
    if (current && !delimiters.includes(current)) delimiters.push(current);
    current = '';
  };
  for (let i = 0; i < setting.length; i++) {
    const char = setting[i] as string;
    if (char === '\\' && i + 1 < setting.length) {
      const next = setting[i + 1] as string;
      current += ESCAPES[next] ?? `\\${next}`;
      i++;
    } else if (char === '#') finish();
    else current += char;
  }
  finish();
  return delimiters;
}
