import { describe, expect, it } from 'vitest';
import { alignScript, timedTokens, tokenizeScript } from './scriptAlignment.ts';
import { cuesFromTokens, placeCues } from './subtitleCues.ts';
import { formatSrt, formatVtt } from '../output/subtitleFiles.ts';

const spoken = (...items: [string, number, number][]) => items.map(([text, startMs, endMs]) => ({ text, startMs, endMs }));

describe('script alignment', () => {
  it('keeps punctuation and digits of the script on the spoken timings', () => {
    const words = spoken(
      ['hello', 100, 400],
      ['world', 400, 800],
      ['it', 1000, 1100],
      ['is', 1100, 1200],
      ['twenty', 1200, 1500],
      ['twenty', 1500, 1800],
      ['six', 1800, 2100],
      ['now', 2200, 2500],
    );
    const tokens = alignScript('Hello, world! It is 2026 now.', words);
    expect(tokens.map((t) => t.text)).toEqual(['Hello,', 'world!', 'It', 'is', '2026', 'now.']);
    expect(tokens[4]).toMatchObject({ startMs: 1200, endMs: 2100 });
    expect(tokens[5]).toMatchObject({ startMs: 2200, endMs: 2500 });
  });

  it('splits CJK into characters and joins punctuation to them', () => {
    expect(tokenizeScript('你好，世界。 OK').map((t) => t.text)).toEqual(['你', '好，', '世', '界。', 'OK']);
  });

  it('falls back to the spoken words when the script cannot be matched', () => {
    const words = spoken(['alpha', 0, 100], ['beta', 100, 200]);
    expect(timedTokens('完全不同', words).map((t) => t.text)).toEqual(['alpha', 'beta']);
  });
});

describe('subtitle cues', () => {
  const tokens = (texts: string[], step = 300) =>
    texts.map((text, i) => ({ text, spaced: i > 0, startMs: i * step, endMs: i * step + step - 20 }));

  it('never exceeds the line length and starts each cue with its first word', () => {
    const cues = cuesFromTokens(tokens('one two three four five six seven eight nine ten'.split(' ')), 14);
    for (const cue of cues) expect([...cue.text].length).toBeLessThanOrEqual(14);
    expect(cues.map((c) => c.text)).toEqual(['one two three', 'four five six', 'seven eight', 'nine ten']);
    expect(cues[1]?.startMs).toBe(900);
  });

  it('breaks at sentence ends and long pauses, and keeps cues from overlapping', () => {
    const cues = cuesFromTokens([...tokens(['Hi', 'there.', 'Next']), { text: 'late', spaced: true, startMs: 3000, endMs: 3300 }], 90);
    expect(cues.map((c) => c.text)).toEqual(['Hi there.', 'Next', 'late']);
    for (let i = 1; i < cues.length; i++) expect(cues[i]!.startMs).toBeGreaterThanOrEqual(cues[i - 1]!.endMs);
  });

  it('places cues on the video timeline and cuts them at the page end', () => {
    expect(
      placeCues(
        [
          { startMs: 100, endMs: 900, text: 'a' },
          { startMs: 1200, endMs: 1300, text: 'b' },
        ],
        5000,
        800,
      ),
    ).toEqual([{ startMs: 5100, endMs: 5800, text: 'a' }]);
  });

  it('formats SRT and VTT clocks', () => {
    const cues = [{ startMs: 3_723_045, endMs: 3_724_000, text: 'Hello' }];
    expect(formatSrt(cues)).toBe('1\n01:02:03,045 --> 01:02:04,000\nHello\n');
    expect(formatVtt(cues)).toBe('WEBVTT\n\n01:02:03.045 --> 01:02:04.000\nHello\n');
  });
});
