import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';
import * as OpenCC from 'opencc-js/t2cn';
import { stemmer } from 'stemmer';
import { STOP_WORDS } from './stopwords.ts';

let jieba: Jieba | null = null;
/** Loaded on first use (about 0.3 s): the dictionary ships inside @node-rs/jieba. */
function segmenter(): Jieba {
  jieba ??= Jieba.withDict(dict);
  return jieba;
}

let toSimplified: ((text: string) => string) | null = null;
/**
 * Traditional text is indexed as simplified so 退款將退回 and 退款将退回 meet (and jieba's dictionary
 * is simplified). Taiwan phrases become mainland ones (軟體 -> 软件). OpenCC maps 帳 to the variant
 * 帐, while mainland text writes 账 in money words: those few are folded to 账.
 */
export function simplified(text: string): string {
  toSimplified ??= OpenCC.Converter({ from: 'twp', to: 'cn' });
  return toSimplified(text).replace(/帐(户|号|单|目|款|本|期)/gu, '账$1');
}

const HAN = /\p{Script=Han}/u;
/** A run of Han characters, or a run of other letters, marks and digits. */
const RUNS = /\p{Script=Han}+|(?:(?!\p{Script=Han})[\p{L}\p{M}\p{N}])+/gu;

interface Token {
  /** The word as written (lower-cased, simplified): what stop words are compared with. */
  word: string;
  /** What is indexed: the Porter stem for ASCII words, the word itself otherwise. */
  term: string;
}

function tokenize(text: string): Token[] {
  let normalized = text.normalize('NFKC').toLowerCase();
  if (HAN.test(normalized)) normalized = simplified(normalized);
  const tokens: Token[] = [];
  for (const [run] of normalized.matchAll(RUNS)) {
    if (HAN.test(run)) {
      // Search mode also yields the parts of long words (中华人民共和国 -> 中华, 人民, 共和国...).
      for (const word of segmenter().cutForSearch(run, true)) if (HAN.test(word)) tokens.push({ word, term: word });
    } else {
      const term = /^[a-z]{4,}$/.test(run) ? stemmer(run) : run;
      tokens.push({ word: run, term });
    }
  }
  return tokens;
}

/** Index terms of a text: jieba words for Han text (traditional folded to simplified), lower-cased stemmed words otherwise. */
export function searchTokens(text: string): string[] {
  return tokenize(text).map((token) => token.term);
}

/** Terms joined by spaces, for `to_tsvector('simple', indexText(text))`: every term is letters and digits only. */
export function indexText(text: string): string {
  return searchTokens(text).join(' ');
}

/** Distinct terms of a query without stop words; all of them when the query holds nothing else. */
export function queryTokens(text: string): string[] {
  const tokens = tokenize(text);
  const content = tokens.filter((token) => !STOP_WORDS.has(token.word));
  return [...new Set((content.length > 0 ? content : tokens).map((token) => token.term))];
}

/** A tsquery text matching any of the terms ('a' | 'b'): rank with ts_rank, do not require all. */
export function tsQueryText(tokens: string[]): string {
  return tokens.map((token) => `'${token.replace(/['\\]/g, '')}'`).join(' | ');
}

/** Index terms of a text without stop words, in order, repeats kept. */
export function contentTerms(text: string): string[] {
  return tokenize(text)
    .filter((token) => !STOP_WORDS.has(token.word))
    .map((token) => token.term);
}
