/**
 * English reading rules: what festival and flite read wrongly (or letter by letter) spelled
 * out as words. Rules are tried in order; an earlier rule's match is never re-read.
 */
import { cardinal, decade, decimal, digitByDigit, fraction, ordinal, year } from './englishNumbers.ts';
import {
  ABBREVIATIONS,
  CURRENCIES,
  DOTTED,
  MONTH,
  MONTH_ABBREVIATIONS,
  MONTHS,
  SCALE_WORDS,
  TOP_LEVEL_DOMAINS,
  UNITS,
  WORD_ACRONYMS,
} from './englishWords.ts';
import type { ReadingRule, SpokenPart } from './spokenText.ts';

const NUMBER = String.raw`(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?`;

/** "USB" -> "U S B": capital letters alone are read by their names. */
function spell(letters: string): string {
  return Array.from(letters.toUpperCase()).join(' ');
}

function plural(amountWords: string, forms: readonly [string, string]): string {
  return amountWords === 'one' ? forms[0] : forms[1];
}

/**
 * Short or unpronounceable capitals are spelled (US, CEO, HTML, USSR); longer ones with
 * vowels are words (NASA, NEWS). In a sentence written all in capitals every word is a word.
 */
function readAcronym(word: string, shouted: boolean): string {
  const asWord = word[0] + word.slice(1).toLowerCase();
  if (WORD_ACRONYMS.has(word) || shouted) return asWord;
  if (word.length <= 3 || !/[AEIOUY]/.test(word) || /[^AEIOUY]{3}/.test(word)) return spell(word);
  return asWord;
}

const ROMAN_NUMERALS: Record<string, string> = { II: '2', III: '3', IV: '4', VI: '6', VII: '7', VIII: '8', IX: '9', XI: '11', XII: '12' };

/** A label of a domain or mailbox: words as words, short or vowel-less labels spelled, digits one by one. */
function readLabel(label: string): string {
  return label
    .split(/(\d+|[-_])/)
    .filter(Boolean)
    .map((piece) => {
      if (piece === '-') return 'dash';
      if (piece === '_') return 'underscore';
      if (/^\d+$/.test(piece)) return piece.length <= 2 ? cardinal(piece) : digitByDigit(piece);
      if (piece.length <= 2 || !/[aeiouy]/i.test(piece)) return spell(piece);
      return piece.toLowerCase();
    })
    .join(' ');
}

function readAddress(address: string): string {
  const [mailbox, host] = address.includes('@') ? (address.split('@') as [string, string]) : [undefined, address];
  const withoutScheme = host.replace(/^https?:\/\//i, '');
  const [domain = '', ...path] = withoutScheme.split('/');
  const words = domain.split('.').map((label) => (label.toLowerCase() === 'www' ? 'W W W' : readLabel(label)));
  const pathWords = path.filter(Boolean).map((segment) => `slash ${segment.split(/[.]/).map(readLabel).join(' dot ')}`);
  const mailboxWords = mailbox === undefined ? [] : [mailbox.split('.').map(readLabel).join(' dot '), 'at'];
  return [...mailboxWords, words.join(' dot '), ...pathWords].join(' ');
}

function readCurrency(match: RegExpExecArray): SpokenPart[] {
  const [, symbol = '$', amount = '', space = '', scale] = match;
  const currency = CURRENCIES[symbol] ?? { one: symbol, many: symbol };
  const symbolAndAmount = match[0].slice(0, match[0].length - space.length - (scale?.length ?? 0));
  if (scale) {
    const scaleWord = SCALE_WORDS[scale.toLowerCase()] ?? scale;
    return [
      [symbolAndAmount, decimal(amount)],
      [space, ' '],
      [scale, `${scaleWord} ${currency.many}`],
    ];
  }
  const [whole = '0', cents] = amount.replace(/,/g, '').split('.');
  const wholeWords = cardinal(whole);
  if (cents && cents.length === 2 && currency.minor) {
    const centWords = cardinal(cents);
    const money = `${wholeWords} ${plural(wholeWords, [currency.one, currency.many])}`;
    return [
      [
        match[0],
        whole === '0'
          ? `${centWords} ${plural(centWords, currency.minor)}`
          : `${money} and ${centWords} ${plural(centWords, currency.minor)}`,
      ],
    ];
  }
  const words = decimal(amount);
  return [[match[0], `${words} ${plural(words, [currency.one, currency.many])}`]];
}

function readTime(match: RegExpExecArray): string {
  const [, hours = '0', minutes = '00', meridiem] = match;
  const minuteWords = minutes === '00' ? (meridiem ? '' : "o'clock") : Number(minutes) < 10 ? `oh ${cardinal(minutes)}` : cardinal(minutes);
  const suffix = meridiem ? ` ${meridiem.toUpperCase()}.M.` : '';
  return `${cardinal(hours)}${minuteWords ? ` ${minuteWords}` : ''}${suffix}`;
}

function monthName(word: string): string {
  return MONTH_ABBREVIATIONS[word] ?? word;
}

function atSentenceEnd(match: RegExpExecArray): boolean {
  return /^["')\]]*\s*$/.test(match.input.slice(match.index + match[0].length));
}

export const ENGLISH_RULES: ReadingRule[] = [
  { pattern: /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g, read: (m) => readAddress(m[0]) },
  {
    pattern: new RegExp(String.raw`\b(?:https?://)?(?:[A-Za-z0-9-]+\.)+(?:${TOP_LEVEL_DOMAINS})\b(?:/[\w\-./~%?=&#]*[\w/])?`, 'gi'),
    read: (m) => readAddress(m[0]),
  },
  {
    pattern: new RegExp(String.raw`([$€£¥])\s?(${NUMBER})(?:(\s?)(thousand|million|billion|trillion|bn|k|m)\b)?`, 'g'),
    read: readCurrency,
  },
  { pattern: /\b(\d{1,2}):([0-5]\d)(?:\s?([AaPp])\.?\s?[Mm]\b\.?)?/g, read: readTime },
  { pattern: /\b(\d{1,2})\s?([AaPp])\.?[Mm]\b\.?/g, read: (m) => `${cardinal(m[1] ?? '')} ${(m[2] ?? '').toUpperCase()}.M.` },
  {
    pattern: new RegExp(String.raw`\b(${MONTH})(\.?\s+)(\d{1,2})(?:st|nd|rd|th)?\b(?![:.,]?\d)`, 'g'),
    read: (m) => [
      [m[1] ?? '', monthName(m[1] ?? '')],
      [m[2] ?? '', ' '],
      [m[0].slice((m[1] ?? '').length + (m[2] ?? '').length), ordinal(m[3] ?? '')],
    ],
  },
  {
    pattern: new RegExp(String.raw`\b(\d{1,2})(?:st|nd|rd|th)?(\s+)(?:of\s+)?(?=${MONTH}\b)`, 'g'),
    read: (m) => `the ${ordinal(m[1] ?? '')} of `,
  },
  {
    pattern: /\b(\d{4})-(\d{2})-(\d{2})\b/g,
    read: (m) => `${MONTHS[Number(m[2]) - 1] ?? cardinal(m[2] ?? '')} ${ordinal(m[3] ?? '')}, ${year(m[1] ?? '')}`,
  },
  { pattern: new RegExp(String.raw`(-)?(${NUMBER})\s?%`, 'g'), read: (m) => `${m[1] ? 'minus ' : ''}${decimal(m[2] ?? '')} percent` },
  {
    pattern: new RegExp(
      String.raw`(${NUMBER})\s?(${Object.keys(UNITS)
        .map((u) => u.replace('/', '\\/'))
        .join('|')})(?![\w°])`,
      'g',
    ),
    read: (m) => {
      const words = decimal(m[1] ?? '');
      return `${words} ${plural(words, UNITS[m[2] ?? ''] ?? ['', ''])}`;
    },
  },
  {
    pattern: /\b(\d{1,2})\/(\d{1,2})\b(?!\/)/g,
    read: (m) => fraction(m[1] ?? '', m[2] ?? '') ?? `${cardinal(m[1] ?? '')} ${cardinal(m[2] ?? '')}`,
  },
  { pattern: /\b(1\d{3}|20\d{2})-(1\d{3}|20\d{2})\b/g, read: (m) => `${year(m[1] ?? '')} to ${year(m[2] ?? '')}` },
  { pattern: /\b(\d{1,3})-(\d{1,3})\b(?=\s+[a-z])/g, read: (m) => `${cardinal(m[1] ?? '')} to ${cardinal(m[2] ?? '')}` },
  { pattern: /\b(\d+)(?:st|nd|rd|th)\b/g, read: (m) => ordinal(m[1] ?? '') },
  { pattern: /(?:\b(1\d|20)|')(\d0)s\b/g, read: (m) => decade(`${m[1] ?? ''}${m[2] ?? ''}`) },
  { pattern: /(?<![\d,.])(1[1-9]\d\d|20\d\d)(?!\d|[,.]\d)/g, read: (m) => year(m[1] ?? '') },
  { pattern: /\b([A-Za-z]{1,3})(\d+)\b/g, read: (m) => `${spell(m[1] ?? '')} ${cardinal(m[2] ?? '')}` },
  { pattern: /\b(\d+)([A-Z]{1,2})\b/g, read: (m) => `${cardinal(m[1] ?? '')} ${spell(m[2] ?? '')}` },
  {
    pattern: new RegExp(String.raw`(?<![\w.])(-)?(${NUMBER})(?![\d])`, 'g'),
    read: (m) => `${m[1] ? 'minus ' : ''}${decimal(m[2] ?? '')}`,
  },
  {
    pattern: /(?<![\w.])(?:[A-Za-z]\.){2,}/g,
    read: (m) => {
      const reading = DOTTED[m[0].toLowerCase()] ?? spell(m[0].replace(/\./g, ''));
      return reading + (atSentenceEnd(m) && !reading.endsWith('.') ? '.' : '');
    },
  },
  {
    pattern: new RegExp(String.raw`\b(${Object.keys(ABBREVIATIONS).join('|')}|St|No|cf)\.(?=\s|$|[,;:)"'])`, 'g'),
    read: (m) => {
      const word = m[1] ?? '';
      const next = m.input.slice(m.index + m[0].length);
      const end = atSentenceEnd(m) ? '.' : '';
      if (word === 'No') return /^\s*\d/.test(next) ? 'number' : m[0];
      if (word === 'St') return `${/^\s+\p{Lu}/u.test(next) ? 'Saint' : 'Street'}${end}`;
      return `${ABBREVIATIONS[word] ?? DOTTED[`${word}.`] ?? word}${end}`;
    },
  },
  // "World War II", "Henry VIII": Roman numerals after a name.
  {
    pattern: new RegExp(String.raw`(?<=\b\p{Lu}\p{Ll}+ )(?:${Object.keys(ROMAN_NUMERALS).join('|')})\b`, 'gu'),
    read: (m) => cardinal(ROMAN_NUMERALS[m[0]] ?? ''),
  },
  {
    pattern: /\b[A-Z]{2,}s?\b/g,
    read: (m) => {
      const shouted = !/\p{Ll}/u.test(m.input.replace(/\b[A-Z]{2,}s\b/g, ''));
      return m[0].endsWith('s') && m[0].length > 2 ? `${readAcronym(m[0].slice(0, -1), shouted)}'s` : readAcronym(m[0], shouted);
    },
  },
  { pattern: /\s*&\s*/g, read: () => ' and ' },
  // Words festival's lexicon lacks and its letter-to-sound rules get wrong ("email" as "emal").
  { pattern: /\b([Ee])-?mail(s|ed|ing)?\b/g, read: (m) => `${m[1] ?? 'e'} mail${m[2] ?? ''}` },
  { pattern: /#(?=\d)/g, read: () => 'number ' },
  { pattern: /\band\/or\b/g, read: () => 'and or' },
  { pattern: /(?<=\w)\s+-\s+(?=\w)/g, read: () => ', ' },
];
