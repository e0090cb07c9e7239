/**
 * Line breaking with a caller-supplied test (character count or measured width).
 * Text breaks between words: Latin-script words at spaces, CJK runs where the product's word
 * cutter puts a boundary (@orator/shared/text words.ts: 一款 never splits across lines).
 * Kinsoku basics: closing punctuation never starts a line and opening brackets never end
 * one; both are glued to their neighbour, so the pair moves to the next line together
 * instead of hanging past the line's width.
 */

import { chineseWords } from '@orator/shared/text';

// Han, Hiragana, Katakana, Hangul, CJK punctuation and full-width forms.
const CJK_CHAR = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef\u3000-\u303f]/u;
const NO_LINE_START = new Set([...'，。！？、；：）」』】》〉〕…‥·・”’,.!?;:)]}%']);
const NO_LINE_END = new Set([...'（「『【《〈〔“‘([{']);

const SUBTITLE_LINE_LENGTH = { landscape: 90, other: 32, videoDub: 18 } as const;

/** srt_len default for a screen ratio. */
export function defaultLineLength(ratio: number): number {
  return ratio === 0 ? SUBTITLE_LINE_LENGTH.landscape : SUBTITLE_LINE_LENGTH.other;
}

interface Token {
  text: string;
  /** A space goes between this token and the previous one on the same line. */
  spaced: boolean;
}

function tokenize(paragraph: string): Token[] {
  const tokens: Token[] = [];
  let word = '';
  let cjkRun = '';
  let pendingSpace = false;
  const flushCjkRun = (): void => {
    if (cjkRun) for (const piece of chineseWords(cjkRun)) tokens.push({ text: piece, spaced: false });
    cjkRun = '';
  };
  const flushWord = (): void => {
    flushCjkRun();
    if (word) tokens.push({ text: word, spaced: pendingSpace });
    word = '';
    pendingSpace = false;
  };
  for (const char of paragraph) {
    if (/\s/u.test(char)) {
      flushWord();
      pendingSpace = tokens.length > 0;
    } else if (CJK_CHAR.test(char)) {
      if (word) flushWord();
      pendingSpace = false;
      cjkRun += char;
    } else {
      flushCjkRun();
      if (!word) {
        // A Latin word directly after CJK text keeps no space unless the source had one.
        pendingSpace = pendingSpace && tokens.length > 0;
      }
      word += char;
    }
  }
  flushWord();
  return glueKinsoku(tokens);
}

const allIn = (text: string, set: ReadonlySet<string>): boolean => [...text].every((char) => set.has(char));

/** Closing punctuation joins the token before it, opening brackets the token after them. */
function glueKinsoku(tokens: readonly Token[]): Token[] {
  const glued: Token[] = [];
  let opening: Token | null = null;
  for (const token of tokens) {
    const previous = glued[glued.length - 1];
    if (opening && allIn(token.text, NO_LINE_END)) {
      opening = { text: opening.text + token.text, spaced: opening.spaced };
    } else if (opening) {
      glued.push({ text: opening.text + (token.spaced ? ' ' : '') + token.text, spaced: opening.spaced });
      opening = null;
    } else if (previous && allIn(token.text, NO_LINE_START)) {
      previous.text += (token.spaced ? ' ' : '') + token.text;
    } else if (allIn(token.text, NO_LINE_END)) {
      opening = token;
    } else {
      glued.push({ ...token });
    }
  }
  if (opening) glued.push(opening);
  return glued;
}

/** Splits a word that alone does not fit into the largest fitting pieces. */
function splitLongToken(token: Token, fits: (line: string) => boolean): Token[] {
  const chars = [...token.text];
  if (fits(token.text)) return [token];
  const parts: Token[] = [];
  let piece = '';
  for (const char of chars) {
    if (piece && !fits(piece + char)) {
      parts.push({ text: piece, spaced: parts.length === 0 && token.spaced });
      piece = '';
    }
    piece += char;
  }
  if (piece) parts.push({ text: piece, spaced: parts.length === 0 && token.spaced });
  return parts;
}

function wrapParagraph(paragraph: string, fits: (line: string) => boolean): string[] {
  const tokens = tokenize(paragraph).flatMap((token) => splitLongToken(token, fits));
  const lines: string[] = [];
  let line = '';
  for (const token of tokens) {
    const candidate = line && token.spaced ? `${line} ${token.text}` : line + token.text;
    if (!line || fits(candidate)) {
      line = candidate;
    } else {
      lines.push(line);
      line = token.text;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Greedy line breaking; explicit newlines always break. */
export function wrapLines(text: string, fits: (line: string) => boolean): string[] {
  return text
    .split(/\r?\n/u)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0)
    .flatMap((paragraph) => wrapParagraph(paragraph, fits));
}

export function wrapSubtitle(text: string, lineLength: number): string[] {
  const length = Math.max(1, Math.floor(lineLength));
  return wrapLines(text, (line) => [...line].length <= length);
}
