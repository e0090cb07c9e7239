/**
 * Character-level clean-up before any reading rule. festival and flite know ASCII only: a
 * typographic apostrophe makes them spell "government’s" letter by letter and an accent
 * makes them spell "François". Every engine gets plain punctuation and spaces; English
 * voices also get letters without diacritics.
 */

const PUNCTUATION: Record<string, string> = {
  '\u2018': "'", // ‘
  '\u2019': "'", // ’
  '\u201a': "'", // ‚
  '\u201b': "'", // ‛
  '\u2032': "'", // ′
  '\u02bc': "'", // ʼ
  '\u201c': '"', // “
  '\u201d': '"', // ”
  '\u201e': '"', // „
  '\u201f': '"', // ‟
  '\u2033': '"', // ″
  '\u00ab': '"', // «
  '\u00bb': '"', // »
  '\u2039': "'", // ‹
  '\u203a': "'", // ›
  '\u2010': '-', // hyphen
  '\u2011': '-', // non-breaking hyphen
  '\u2012': '-', // figure dash
  '\u2013': '-', // en dash: a range ("1990–2000") or a pause, decided by the reading rules
  '\u2014': ', ', // em dash: a pause
  '\u2015': ', ',
  '\u2212': '-', // minus sign
  '\u2026': '...', // …
  '\u2022': ', ', // bullet
  '\u00b7': ' ', // middle dot
};

/** Spaces of every width (no-break, thin, ideographic...) and zero-width characters. */
const SPACE = /[\p{Zs}\t]/u;
const INVISIBLE = /[\u200b-\u200d\u2060\ufeff\u00ad]/u;

/** Letters that do not decompose into a base letter and an accent. */
const LATIN_LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'Ae',
  œ: 'oe',
  Œ: 'Oe',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'Th',
  ı: 'i',
};

/** Full-width ASCII forms (Ａ１！) and other compatibility forms (ﬁ, ²) become their plain form. */
function compatibilityForm(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  if (code >= 0xff01 && code <= 0xff5e) return String.fromCodePoint(code - 0xfee0);
  return char;
}

/** Punctuation, spaces and widths: applied for every language. */
export function plainCharacter(char: string, keepCjkPunctuation: boolean): string {
  if (SPACE.test(char)) return ' ';
  if (INVISIBLE.test(char)) return '';
  const mapped = PUNCTUATION[char];
  if (mapped !== undefined) return mapped;
  // Chinese engines pause on full-width punctuation (，。！) as they should; keep it there.
  if (keepCjkPunctuation && /[\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff5e]/u.test(char)) return char;
  return compatibilityForm(char);
}

/** English voices: é -> e, ß -> ss, ligatures and superscripts to plain letters and digits. */
export function asciiLetter(char: string): string {
  if (char.charCodeAt(0) < 0x80) return char;
  const special = LATIN_LETTERS[char];
  if (special !== undefined) return special;
  if (!/\p{Script=Latin}|\p{N}/u.test(char)) return char;
  return char.normalize('NFKD').replace(/\p{M}/gu, '');
}
