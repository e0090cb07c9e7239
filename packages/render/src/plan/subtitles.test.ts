import { beforeAll, describe, expect, it } from 'vitest';
import {
  defaultSubtitleStyle,
  canvasTextMeasure,
  subtitleFont,
  subtitleLines,
  subtitleSafeWidth,
  type SubtitleLayout,
  RATIOS,
} from '@orator/scene';
import { createNodeCanvas, registerNodeFonts } from '@orator/scene/node';
import { alignScript, timedTokens, tokenizeScript } from './scriptAlignment.ts';
import { cuesFromTokens, layoutStoredCues, placeCues, scriptCueTexts } from './subtitleCues.ts';
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

  it('spreads the script over the speech when the spoken words cannot be matched', () => {
    const words = spoken(['alpha', 0, 100], ['beta', 100, 200]);
    const tokens = timedTokens('完全不同', words);
    expect(tokens.map((t) => t.text)).toEqual(['完', '全', '不', '同']);
    expect(tokens.map((t) => [t.startMs, t.endMs])).toEqual([
      [0, 50],
      [50, 100],
      [100, 150],
      [150, 200],
    ]);
  });

  it('keeps script text the engine did not speak, and text after its last word', () => {
    // espeak's Mandarin voice skips Latin names and brackets: they show with their neighbours.
    const words = spoken(['的', 0, 100], ['深', 200, 300], ['度', 300, 400]);
    const tokens = alignScript('的DeepMind（深度）公司', words);
    expect(tokens.map((t) => t.text)).toEqual(['的', 'DeepMind（', '深', '度）', '公', '司']);
    expect(tokens[1]).toMatchObject({ startMs: 100, endMs: 100 });
    expect(tokens[2]).toMatchObject({ startMs: 200, endMs: 300 });
    expect(tokens[5]).toMatchObject({ startMs: 400, endMs: 400 });
  });
});

const measure = canvasTextMeasure(createNodeCanvas);
const layoutFor = (ratio: (typeof RATIOS)[number], lineLength?: number): SubtitleLayout => {
  const style = defaultSubtitleStyle(ratio);
  return { ratio, style: { ...style, lineLength: lineLength ?? style.lineLength }, measure };
};

const LONG_ENGLISH =
  'The committee approved the new infrastructure budget on Thursday after a long debate about how the money should be divided between roads, railways and the regional airports that have struggled since the pandemic. Critics said the plan ignores rural communities entirely.';
const LONG_CHINESE =
  '委员会在星期四经过长时间辩论后批准了新的基础设施预算，争论的焦点是资金应该如何在道路、铁路以及自疫情以来一直经营困难的地区机场之间分配。批评者说，这个计划完全忽视了农村社区的需要，而且没有说明资金的具体来源。';

beforeAll(() => {
  registerNodeFonts();
});

describe('subtitle cues', () => {
  const tokens = (texts: string[], step = 300) =>
    texts.map((text, i) => ({ text, spaced: i > 0, startMs: i * step, endMs: i * step + step - 20 }));

  it('fills at most two lines of srt_len characters and starts each cue with its first word', () => {
    const cues = cuesFromTokens(tokens('one two three four five six seven eight nine ten'.split(' ')), layoutFor(0, 14));
    expect(cues.map((c) => c.text)).toEqual(['one two three\nfour five six', 'seven eight\nnine ten']);
    for (const line of cues.flatMap((cue) => cue.text.split('\n'))) expect([...line].length).toBeLessThanOrEqual(14);
    expect(cues[1]?.startMs).toBe(1800);
  });

  it.each(RATIOS)('cuts long English and Chinese speech into cues that fit the safe width (ratio %i)', (ratio) => {
    const layout = layoutFor(ratio);
    const font = subtitleFont(layout.style, 1);
    for (const script of [LONG_ENGLISH, LONG_CHINESE]) {
      const timed = tokenizeScript(script).map((t, i) => ({ ...t, startMs: i * 250, endMs: i * 250 + 230 }));
      const cues = cuesFromTokens(timed, layout);
      for (const cue of cues) {
        // What the SRT says is what the frame draws: the cue text carries the drawn line breaks.
        const lines = subtitleLines(cue.text, layout);
        expect(lines).toEqual(cue.text.split('\n'));
        expect(lines.length).toBeLessThanOrEqual(2);
        for (const line of lines) expect(measure(line, font)).toBeLessThanOrEqual(subtitleSafeWidth(ratio, layout.style));
        // Each cue starts on a token's own start time.
        expect(timed.some((t) => t.startMs === cue.startMs)).toBe(true);
      }
      for (let i = 1; i < cues.length; i++) expect(cues[i]!.startMs).toBeGreaterThanOrEqual(cues[i - 1]!.endMs);
    }
  });

  it('splits long stored cues in time and previews a script as the export cuts it', () => {
    const layout = layoutFor(1);
    const stored = layoutStoredCues([{ startMs: 0, endMs: 30_000, text: LONG_CHINESE }], layout);
    expect(stored.length).toBeGreaterThan(3);
    expect(stored.at(-1)?.endMs).toBe(30_000);
    const timed = tokenizeScript(LONG_ENGLISH).map((t, i) => ({ ...t, startMs: i * 250, endMs: i * 250 + 230 }));
    expect(scriptCueTexts(LONG_ENGLISH, layout)).toEqual(cuesFromTokens(timed, layout).map((cue) => cue.text));
  });

  it('breaks at sentence ends and long pauses, and keeps cues from overlapping', () => {
    const cues = cuesFromTokens(
      [...tokens(['Hi', 'there.', 'Next']), { text: 'late', spaced: true, startMs: 3000, endMs: 3300 }],
      layoutFor(0),
    );
    expect(cues.map((c) => c.text)).toEqual(['Hi there.', 'Next', 'late']);
    for (let i = 1; i < cues.length; i++) expect(cues[i]!.startMs).toBeGreaterThanOrEqual(cues[i - 1]!.endMs);
  });

  it('ends a cue only where a sentence ends: not after "Mr.", "$13.7" or "mozilla.org"', () => {
    const cues = cuesFromTokens(tokens(['Mr.', 'Smith', 'paid', '$13.7', 'billion.', 'See', 'mozilla.org', 'now.', 'Bye.']), layoutFor(0));
    expect(cues.map((c) => c.text.replace(/\n/g, ' '))).toEqual(['Mr. Smith paid $13.7 billion.', 'See mozilla.org now.', 'Bye.']);
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
