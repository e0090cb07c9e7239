/**
 * English number words as an American reader says them: no "and" inside numbers, no
 * hyphens (engines and recognisers both treat "twenty seven" as two words).
 */
const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES = ['', 'thousand', 'million', 'billion', 'trillion'];

function belowThousand(n: number): string {
  const words: string[] = [];
  if (n >= 100) words.push(ONES[Math.floor(n / 100)] as string, 'hundred');
  const rest = n % 100;
  if (rest >= 20) words.push(TENS[Math.floor(rest / 10)] as string, ...(rest % 10 ? [ONES[rest % 10] as string] : []));
  else if (rest > 0 || n === 0) words.push(ONES[rest] as string);
  return words.join(' ');
}

/** Whole numbers below 10^15; longer digit strings are read digit by digit. */
export function cardinal(digits: string): string {
  const clean = digits.replace(/^0+(?=\d)/, '');
  if (clean.length > 15) return digitByDigit(clean);
  let n = Number(clean);
  if (n === 0) return 'zero';
  const groups: string[] = [];
  for (let scale = 0; n > 0; scale++, n = Math.floor(n / 1000)) {
    const group = n % 1000;
    if (group > 0) groups.unshift([belowThousand(group), SCALES[scale]].filter(Boolean).join(' '));
  }
  return groups.join(' ');
}

export function digitByDigit(digits: string): string {
  return Array.from(digits, (d) => ONES[Number(d)] ?? d).join(' ');
}

/** "13.7" -> "thirteen point seven"; the part after the point is read digit by digit. */
export function decimal(text: string): string {
  const [whole = '0', fraction] = text.replace(/,/g, '').split('.');
  const wholeWords = cardinal(whole || '0');
  return fraction ? `${wholeWords} point ${digitByDigit(fraction)}` : wholeWords;
}

const ORDINAL_WORDS: Record<string, string> = {
  one: 'first',
  two: 'second',
  three: 'third',
  five: 'fifth',
  eight: 'eighth',
  nine: 'ninth',
  twelve: 'twelfth',
};

function ordinalWord(word: string): string {
  const special = ORDINAL_WORDS[word];
  if (special) return special;
  if (word.endsWith('y')) return `${word.slice(0, -1)}ieth`;
  return `${word}th`;
}

export function ordinal(digits: string): string {
  const words = cardinal(digits).split(' ');
  words.push(ordinalWord(words.pop() ?? ''));
  return words.join(' ');
}

/** Years as said aloud: 1896 "eighteen ninety six", 1905 "nineteen oh five", 2007 "two thousand seven". */
export function year(digits: string): string {
  const n = Number(digits);
  if (digits.length !== 4 || n < 1100) return cardinal(digits);
  const century = Math.floor(n / 100);
  const rest = n % 100;
  if (n >= 2000 && n < 2010) return cardinal(digits);
  if (rest === 0) return `${cardinal(String(century))} hundred`;
  return `${cardinal(String(century))} ${rest < 10 ? `oh ${ONES[rest]}` : cardinal(String(rest))}`;
}

/** "1950s" -> "nineteen fifties". */
export function decade(digits: string): string {
  const words = (digits.length === 4 ? year(digits) : cardinal(digits)).split(' ');
  const last = words.pop() ?? '';
  words.push(last === 'hundred' ? 'hundreds' : `${last.replace(/y$/, 'ie')}s`);
  return words.join(' ');
}

const FRACTION_DENOMINATORS: Record<number, [string, string]> = {
  2: ['half', 'halves'],
  3: ['third', 'thirds'],
  4: ['quarter', 'quarters'],
};

/** "2/3" -> "two thirds"; null when the pair reads better as two numbers ("9/11", "24/7"). */
export function fraction(numerator: string, denominator: string): string | null {
  const num = Number(numerator);
  const den = Number(denominator);
  if (!(num >= 1 && den >= 2 && den <= 10 && num < den)) return null;
  const names = FRACTION_DENOMINATORS[den] ?? [ordinal(denominator), `${ordinal(denominator)}s`];
  return `${cardinal(numerator)} ${num === 1 ? names[0] : names[1]}`;
}
