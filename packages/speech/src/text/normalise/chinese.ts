/**
 * Chinese reading rules (Mandarin and Cantonese voices of espeak-ng). espeak reads plain
 * integers well but says years as amounts ("2014年" as 两千零一十四年), drops the point of
 * decimals, reads "%" in English and "/" as "slash". Years are read digit by digit
 * (二零一四年), other numbers as Chinese numerals with 万/亿, percentages with 百分之 and
 * decimals with 点.
 */
import type { ReadingRule, SpokenPart } from './spokenText.ts';

const DIGITS = '零一二三四五六七八九';
const SMALL_UNITS = ['', '十', '百', '千'];
const GROUP_UNITS = ['', '万', '亿', '万亿'];

function chineseDigits(digits: string): string {
  return Array.from(digits, (d) => DIGITS[Number(d)] ?? d).join('');
}

/** 0..9999 without leading zero handling: 1005 -> 一千零五, 110 -> 一百一十. */
function belowTenThousand(n: number): string {
  let out = '';
  let pendingZero = false;
  for (let position = 3; position >= 0; position--) {
    const digit = Math.floor(n / 10 ** position) % 10;
    if (digit === 0) {
      if (out) pendingZero = true;
      continue;
    }
    if (pendingZero) out += '零';
    pendingZero = false;
    out += (DIGITS[digit] ?? '') + (SMALL_UNITS[position] ?? '');
  }
  return out;
}

/** Whole numbers as Chinese numerals: 12345 -> 一万二千三百四十五, 2000 -> 两千, 15 -> 十五. */
export function chineseCardinal(digits: string): string {
  const clean = digits.replace(/^0+(?=\d)/, '');
  if (clean.length > 16) return chineseDigits(clean);
  let n = Number(clean);
  if (n === 0) return '零';
  const groups: number[] = [];
  for (; n > 0; n = Math.floor(n / 10000)) groups.push(n % 10000);
  let out = '';
  let pendingZero = false;
  for (let index = groups.length - 1; index >= 0; index--) {
    const group = groups[index] ?? 0;
    if (group === 0) {
      pendingZero = out.length > 0;
      continue;
    }
    if (out && (pendingZero || group < 1000)) out += '零';
    pendingZero = false;
    out += belowTenThousand(group) + (GROUP_UNITS[index] ?? '');
  }
  // Spoken forms: 十五 not 一十五 at the start; 两千/两万/两亿 for a leading two.
  return out.replace(/^一十/, '十').replace(/^二(?=[千万亿])/, '两');
}

export function chineseDecimal(text: string): string {
  const [whole = '0', fraction] = text.replace(/,/g, '').split('.');
  const wholeWords = chineseCardinal(whole || '0');
  return fraction ? `${wholeWords}点${chineseDigits(fraction)}` : wholeWords;
}

const NUMBER = String.raw`(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?`;
const CURRENCIES: Record<string, string> = { '¥': '元', '￥': '元', $: '美元', '€': '欧元', '£': '英镑' };

function readCurrency(match: RegExpExecArray): SpokenPart[] {
  const [whole, symbol = '', amount = '', scale = ''] = match;
  // "¥100元" already names its currency.
  const named = /^\s*(?:元|块|美元|欧元|英镑)/u.test(match.input.slice(match.index + whole.length));
  const currency = named ? '' : (CURRENCIES[symbol] ?? '');
  const amountPart = whole.slice(0, whole.length - scale.length);
  return scale
    ? [
        [amountPart, chineseDecimal(amount)],
        [scale, `${scale}${currency}`],
      ]
    : [[whole, `${chineseDecimal(amount)}${currency}`]];
}

export const CHINESE_RULES: ReadingRule[] = [
  {
    pattern: /(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)/g,
    read: (m) => `${chineseDigits(m[1] ?? '')}年${chineseCardinal(m[2] ?? '')}月${chineseCardinal(m[3] ?? '')}日`,
  },
  { pattern: new RegExp(String.raw`([¥￥$€£])\s?(${NUMBER})(万亿|万|亿)?`, 'g'), read: readCurrency },
  { pattern: /(\d{2,4})(?=\s*年(?!代|龄|纪|級|级|薪|均))/g, read: (m) => chineseDigits(m[1] ?? '') },
  {
    pattern: /(\d{1,2})[:：]([0-5]\d)(?!\d)/g,
    read: (m) => {
      const minutes = m[2] ?? '00';
      const minuteWords = minutes === '00' ? '' : `${minutes.startsWith('0') ? '零' : ''}${chineseCardinal(minutes)}分`;
      return `${chineseCardinal(m[1] ?? '')}点${minuteWords}`;
    },
  },
  { pattern: new RegExp(String.raw`(-)?(${NUMBER})\s?[%％]`, 'g'), read: (m) => `${m[1] ? '负' : ''}百分之${chineseDecimal(m[2] ?? '')}` },
  { pattern: /(\d+)\s?[/／]\s?(\d+)/g, read: (m) => `${chineseCardinal(m[2] ?? '')}分之${chineseCardinal(m[1] ?? '')}` },
  { pattern: /(\d+)\s?[-~～－]\s?(\d+)/g, read: (m) => `${chineseCardinal(m[1] ?? '')}到${chineseCardinal(m[2] ?? '')}` },
  { pattern: /(\d+(?:\.\d+)?)\s?°C/g, read: (m) => `${chineseDecimal(m[1] ?? '')}摄氏度` },
  // Phone, account and product numbers: seven or more bare digits are read one by one.
  { pattern: /(?<![\d.,])\d{7,}(?![\d.,])/g, read: (m) => chineseDigits(m[0]) },
  { pattern: new RegExp(String.raw`(-)?(${NUMBER})`, 'g'), read: (m) => `${m[1] ? '负' : ''}${chineseDecimal(m[2] ?? '')}` },
];
