import { describe, expect, it } from 'vitest';
import {
  formatElapsed,
  formatFileSize,
  formatMoney,
  formatPhone,
  formatTimeText,
  formatTimelineTime,
  nameFromText,
  generateId,
  ID_ALPHABET,
  maskPhone,
  parseTimeText,
} from './index.ts';

describe('formatFileSize', () => {
  it('switches unit at 1024 and 1048576', () => {
    expect(formatFileSize(0)).toBe('0B');
    expect(formatFileSize(1023)).toBe('1023B');
    expect(formatFileSize(1024)).toBe('1.00KB');
    expect(formatFileSize(1536)).toBe('1.50KB');
    expect(formatFileSize(1_048_575)).toBe('1024.00KB');
    expect(formatFileSize(1_048_576)).toBe('1.00MB');
    expect(formatFileSize(5 * 1_048_576 + 524_288)).toBe('5.50MB');
  });
});

describe('formatMoney', () => {
  it('divides by 100 and drops only a trailing .00', () => {
    expect(formatMoney(1900)).toBe('19');
    expect(formatMoney(1990)).toBe('19.90');
    expect(formatMoney(5)).toBe('0.05');
    expect(formatMoney(1900, { keepZeroDecimals: true })).toBe('19.00');
    expect(formatMoney(-250)).toBe('-2.50');
    expect(formatMoney(0)).toBe('0');
  });
});

describe('phone display', () => {
  it('groups 3-4-4 and masks the middle four', () => {
    expect(formatPhone('13800138000')).toBe('138 0013 8000');
    expect(formatPhone('13800138000', '-')).toBe('138-0013-8000');
    expect(maskPhone('13800138000')).toBe('138****8000');
    expect(formatPhone('12345')).toBe('12345');
    expect(maskPhone('abc')).toBe('abc');
  });
});

describe('timeline time', () => {
  it('shows hh:mm:ss.ff with ff the 25 fps frame', () => {
    expect(formatTimelineTime(0)).toBe('00:00:00.00');
    expect(formatTimelineTime(39)).toBe('00:00:00.00');
    expect(formatTimelineTime(40)).toBe('00:00:00.01');
    expect(formatTimelineTime(999)).toBe('00:00:00.24');
    expect(formatTimelineTime(3_723_080)).toBe('01:02:03.02');
  });
  it('parses hh:mm:ss,mmm and round-trips with formatTimeText', () => {
    expect(parseTimeText('01:02:03,456')).toBe(3_723_456);
    expect(parseTimeText('00:00:00,000')).toBe(0);
    expect(parseTimeText('01:02:03.456')).toBeUndefined();
    expect(parseTimeText('1:02:03,456')).toBeUndefined();
    expect(formatTimeText(3_723_456)).toBe('01:02:03,456');
    expect(parseTimeText(formatTimeText(98_765))).toBe(98_765);
  });
  it('shows elapsed time as mm:ss', () => {
    expect(formatElapsed(0)).toBe('00:00');
    expect(formatElapsed(65_999)).toBe('01:05');
    expect(formatElapsed(4_503_000)).toBe('75:03');
  });
});

describe('generateId', () => {
  it('is 32 characters from the alphabet and deterministic for a given source', () => {
    let seed = 1;
    const lcg = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const id = generateId(lcg);
    expect(id).toHaveLength(32);
    expect([...id].every((c) => ID_ALPHABET.includes(c))).toBe(true);
    seed = 1;
    expect(generateId(lcg)).toBe(id);
    expect(generateId(() => 0, 4)).toBe('AAAA');
    expect(generateId(() => 0.999_999_9, 2)).toBe('99');
  });
});

describe('nameFromText', () => {
  it('takes the first six words, at most 40 characters, or the fallback', () => {
    expect(nameFromText('  A blue chart of sales growth for the spring quarter  ', 'picture')).toBe('A blue chart of sales growth');
    expect(nameFromText('欢迎来到我们的春季新品发布会，今天我们为大家准备了十二款新产品，价格从九十九元起。', 'speech')).toBe(
      '欢迎来到我们的春季新品发布会，今天我们为大家准备了十二款新产品，价格从九十九元起。'.slice(0, 40),
    );
    expect(nameFromText('   ', 'speech')).toBe('speech');
  });
});
