import { describe, expect, it } from 'vitest';
import { applyHomophones, containsKeyword } from './transcript.ts';

describe('applyHomophones', () => {
  it('replaces whole words only, case-insensitive, across spaces', () => {
    const fixes = [
      { heard: 'oh raider', meant: 'Orator' },
      { heard: 'sell', meant: 'cell' },
    ];
    expect(applyHomophones('Tell me about Oh  Raider and the sell phone', fixes)).toBe('Tell me about Orator and the cell phone');
    expect(applyHomophones('the seller sells', fixes)).toBe('the seller sells');
  });

  it('replaces Chinese as substrings (no word boundaries)', () => {
    expect(applyHomophones('请问营页时间是几点', [{ heard: '营页', meant: '营业' }])).toBe('请问营业时间是几点');
  });

  it('prefers the longer phrase and never corrects a replacement again', () => {
    const fixes = [
      { heard: 'new', meant: 'knew' },
      { heard: 'new york', meant: 'New York City' },
      { heard: 'knew', meant: 'WRONG' },
    ];
    expect(applyHomophones('I new new york', fixes)).toBe('I knew New York City');
  });

  it('leaves text alone without corrections and treats regex characters literally', () => {
    expect(applyHomophones('a.b', [])).toBe('a.b');
    expect(applyHomophones('a.b axb', [{ heard: 'a.b', meant: 'ab' }])).toBe('ab axb');
  });
});

describe('containsKeyword', () => {
  it('finds a keyword as a word or a Chinese substring', () => {
    expect(containsKeyword('Hey Ava, what time is it', ['ava'])).toBe(true);
    expect(containsKeyword('Havana nights', ['ava'])).toBe(false);
    expect(containsKeyword('小助手你好', ['小助手'])).toBe(true);
    expect(containsKeyword('anything', [])).toBe(false);
  });
});
