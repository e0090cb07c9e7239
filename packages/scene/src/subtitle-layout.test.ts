import { beforeAll, describe, expect, it } from 'vitest';
import { defaultSubtitleStyle } from './defaults.ts';
import { createNodeCanvas, registerNodeFonts } from './node.ts';
import { outputSize, RATIOS, sceneScale, TIERS } from './sizes.ts';
import { renderSubtitleBlock } from './subtitle-block.ts';
import {
  canvasTextMeasure,
  splitTimedCue,
  subtitleCueTexts,
  subtitleFont,
  subtitleLines,
  subtitleSafeWidth,
  SUBTITLE_MAX_LINES,
  type SubtitleLayout,
} from './subtitle-layout.ts';

const LONG_ENGLISH =
  'The committee approved the new infrastructure budget on Thursday after a long debate about how the money should be divided between roads, railways and the regional airports that have struggled since the pandemic. Critics said the plan ignores rural communities entirely.';
const LONG_CHINESE =
  '委员会在星期四经过长时间辩论后批准了新的基础设施预算，争论的焦点是资金应该如何在道路、铁路以及自疫情以来一直经营困难的地区机场之间分配。批评者说，这个计划完全忽视了农村社区的需要，而且没有说明资金的具体来源。';
const CLOSING = /^[，。！？、；：）」』】》,.!?;:)]/u;
const measure = canvasTextMeasure(createNodeCanvas);

beforeAll(() => {
  registerNodeFonts();
});

const squash = (text: string) => text.replace(/\s+/gu, '');

describe.each(RATIOS)('subtitles on ratio %i', (ratio) => {
  const style = defaultSubtitleStyle(ratio);
  const layout: SubtitleLayout = { ratio, style, measure };

  it.each([
    ['English', LONG_ENGLISH],
    ['Chinese', LONG_CHINESE],
  ])('keeps every %s line inside the safe width at every tier, at most two lines per cue', (_name, text) => {
    const cues = subtitleCueTexts(text, layout);
    expect(cues.length).toBeGreaterThan(1);
    expect(squash(cues.join(''))).toBe(squash(text));
    for (const tier of TIERS) {
      const scale = sceneScale(ratio, outputSize(ratio, tier).width);
      const font = subtitleFont(style, scale);
      const safe = subtitleSafeWidth(ratio, style) * scale;
      for (const cue of cues) {
        const lines = subtitleLines(cue, layout);
        // The renderer draws exactly the cue's own lines.
        expect(lines).toEqual(cue.split('\n'));
        expect(lines.length).toBeLessThanOrEqual(SUBTITLE_MAX_LINES);
        for (const line of lines) {
          expect(measure(line, font), `${tier} "${line}"`).toBeLessThanOrEqual(safe);
          expect([...line].length).toBeLessThanOrEqual(style.lineLength);
          expect(line).not.toMatch(CLOSING);
        }
      }
    }
  });

  it('draws blocks no wider than 90% of the frame', () => {
    const { width } = outputSize(ratio, '1080p');
    const scale = sceneScale(ratio, width);
    for (const text of [...subtitleCueTexts(LONG_ENGLISH, layout), ...subtitleCueTexts(LONG_CHINESE, layout)]) {
      const block = renderSubtitleBlock(createNodeCanvas, { text, style, ratio, scale, measure });
      expect(block!.canvas.width).toBeLessThanOrEqual(Math.ceil(width * 0.9));
    }
  });
});

describe('subtitle cue splitting', () => {
  const layout: SubtitleLayout = { ratio: 1, style: defaultSubtitleStyle(1), measure };

  it('keeps srt_len as the upper bound when the width would allow more', () => {
    const narrow: SubtitleLayout = { ratio: 0, style: { ...defaultSubtitleStyle(0), lineLength: 10 }, measure };
    for (const line of subtitleLines(LONG_ENGLISH, narrow)) expect(line.length).toBeLessThanOrEqual(10);
  });

  it('shares a long cue time by characters, back to back', () => {
    const parts = splitTimedCue({ startMs: 1000, endMs: 21_000, text: LONG_CHINESE }, layout);
    expect(parts.length).toBeGreaterThan(3);
    expect(parts[0]!.startMs).toBe(1000);
    expect(parts.at(-1)!.endMs).toBe(21_000);
    for (let i = 1; i < parts.length; i++) expect(parts[i]!.startMs).toBe(parts[i - 1]!.endMs);
    const perChar = parts.map((p) => (p.endMs - p.startMs) / squash(p.text).length);
    expect(Math.max(...perChar) - Math.min(...perChar)).toBeLessThan(2);
  });

  it('balances the two lines of a cue', () => {
    const [first] = subtitleCueTexts(LONG_ENGLISH, { ...layout, ratio: 0, style: defaultSubtitleStyle(0) });
    const font = subtitleFont(defaultSubtitleStyle(0), 1);
    const [a, b] = first!.split('\n').map((line) => measure(line, font));
    expect(Math.abs(a! - b!)).toBeLessThan(Math.max(a!, b!) * 0.25);
  });

  it('never ends a line on an opening bracket', () => {
    const lines = subtitleLines('他说：“我们明天再来讨论这个问题吧”，然后离开了会议室，大家都没有说话。', layout);
    for (const line of lines) expect(line).not.toMatch(/[“（「《]$/u);
  });
});
