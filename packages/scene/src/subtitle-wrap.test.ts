import { beforeAll, describe, expect, it } from 'vitest';
import { defaultLineLength, wrapLines, wrapSubtitle } from './subtitle-wrap.ts';
import { loadChineseWords } from './chinese-words.ts';

// The product's word cutter (jieba), as every render and the editor's preview install it.
beforeAll(() => loadChineseWords());

describe('wrapSubtitle', () => {
  it('uses srt_len 90 for 16:9 and 32 otherwise', () => {
    expect(defaultLineLength(0)).toBe(90);
    expect(defaultLineLength(1)).toBe(32);
    expect(defaultLineLength(4)).toBe(32);
  });

  it('breaks Chinese text between words, never inside one', () => {
    const lines = wrapSubtitle('我们用数字人把脚本变成视频真的很方便', 8);
    expect(lines).toEqual(['我们用数字人把', '脚本变成视频真的', '很方便']);
  });

  it('breaks Latin text between words only', () => {
    const lines = wrapSubtitle('Choose an avatar, pick a voice, and press export.', 16);
    expect(lines).toEqual(['Choose an', 'avatar, pick a', 'voice, and press', 'export.']);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(16);
  });

  it('never starts a line with closing punctuation: the character before moves down with it', () => {
    const lines = wrapSubtitle('欢迎来到这里，我们开始吧。', 6);
    expect(lines).toEqual(['欢迎来到', '这里，我们', '开始吧。']);
    for (const line of lines) expect([...line].length).toBeLessThanOrEqual(6);
  });

  it('never ends a line with an opening bracket', () => {
    expect(wrapSubtitle('他说：“我们走吧”。', 4)).toEqual(['他说：', '“我们走', '吧”。']);
  });

  it('splits a word longer than a line', () => {
    expect(wrapSubtitle('abcdefghij', 4)).toEqual(['abcd', 'efgh', 'ij']);
  });

  it('keeps mixed scripts together and honours explicit newlines', () => {
    expect(wrapSubtitle('你好 world\n第二行', 32)).toEqual(['你好 world', '第二行']);
  });

  it('wraps by a measured width when given one', () => {
    const lines = wrapLines('aa bb cc', (line) => line.length * 10 <= 50);
    expect(lines).toEqual(['aa bb', 'cc']);
  });
});
