/**
 * Subtitle layout by measured width: which lines a cue draws, and how a long text becomes
 * several consecutive cues. One code path serves the editor stage, the preview player, the
 * export frames and the SRT/VTT files, so what is written is what is drawn.
 *
 * Rules: a line fits when it has at most srt_len characters (the upper bound, product-rules#export-subtitles) AND its
 * width in the renderer's own font stays inside the safe area: the middle 90% of the frame
 * width minus the block's padding. A cue shows at most two lines.
 *
 * Widths are measured at the base font size (scale 1) so the cue split does not depend on the
 * output tier; text advance scales linearly with the font size (subtitle-layout.test.ts checks
 * every ratio at every tier against the drawn size).
 */
import { context2d, type CanvasFactory, type Ctx2D } from './canvas-types.ts';
import { cssFont } from './fonts.ts';
import type { SubtitleStyle } from './scene.ts';
import { baseSize, type Ratio } from './sizes.ts';
import { wrapLines } from './subtitle-wrap.ts';

/** Width of `text` in pixels when drawn with the CSS `font` (Canvas2D measureText). */
export type TextMeasure = (text: string, font: string) => number;

export const SUBTITLE_MAX_LINES = 2;
/** Subtitles stay within the middle 90% of the frame width (5% margin each side). */
const SUBTITLE_SAFE_FRACTION = 0.9;
/** Headroom for rounding between the base-size measure and the drawn size (0.5%). */
const MEASURE_SLACK = 0.995;

export interface SubtitleLayout {
  ratio: Ratio;
  style: SubtitleStyle;
  measure: TextMeasure;
}

export function subtitleFont(style: SubtitleStyle, scale: number): string {
  return cssFont({ family: style.fontFamily, sizePx: style.fontSize * scale, bold: style.bold, italic: style.italic });
}

/** Space between the text and the block's edge (outline room, or the box's margin). */
export function subtitlePadding(style: SubtitleStyle, scale: number): { x: number; y: number } {
  const fontPx = style.fontSize * scale;
  const outline = style.outlineWidth * scale;
  // A shadow falls down and right of the text: room for it on every side keeps the block centred.
  const shadow = style.shadow ? shadowOffset(style, scale) * 2 : 0;
  return style.backgroundColor
    ? { x: fontPx * 0.5 + shadow, y: fontPx * 0.25 + shadow }
    : { x: outline + 2 + shadow, y: outline + 2 + shadow };
}

/** How far the drop shadow falls (output pixels): a tenth of the font, at least one pixel. */
export function shadowOffset(style: SubtitleStyle, scale: number): number {
  return Math.max(1, style.fontSize * scale * 0.08);
}

/** Widest text line allowed, in base units. */
export function subtitleSafeWidth(ratio: Ratio, style: SubtitleStyle): number {
  return baseSize(ratio).width * SUBTITLE_SAFE_FRACTION - 2 * subtitlePadding(style, 1).x;
}

function lineFits(layout: SubtitleLayout, maxWidth: number): (line: string) => boolean {
  const font = subtitleFont(layout.style, 1);
  const maxChars = Math.max(1, Math.floor(layout.style.lineLength));
  return (line) => [...line].length <= maxChars && layout.measure(line, font) <= maxWidth;
}

function safeFits(layout: SubtitleLayout): (line: string) => boolean {
  return lineFits(layout, subtitleSafeWidth(layout.ratio, layout.style) * MEASURE_SLACK);
}

/** The lines a cue's text draws as (explicit newlines kept, each paragraph wrapped to the safe width). */
export function subtitleLines(text: string, layout: SubtitleLayout): string[] {
  return wrapLines(text, safeFits(layout));
}

/**
 * Text of at most SUBTITLE_MAX_LINES lines, re-broken so its lines are as even as possible
 * (narrowest widest line for the same line count), joined with newlines.
 */
export function balancedCueText(text: string, layout: SubtitleLayout): string {
  const greedy = subtitleLines(text, layout);
  if (greedy.length < 2) return greedy.join('\n');
  const font = subtitleFont(layout.style, 1);
  let low = 0;
  let high = Math.max(...greedy.map((line) => layout.measure(line, font)));
  let best = greedy;
  // Binary search for the narrowest width that still needs no more lines.
  for (let step = 0; step < 12 && high - low > 0.5; step++) {
    const width = (low + high) / 2;
    const lines = wrapLines(text, lineFits(layout, width));
    if (lines.length <= greedy.length) {
      best = lines;
      high = width;
    } else {
      low = width;
    }
  }
  return best.join('\n');
}

/** Whether `text` fits into one cue (at most SUBTITLE_MAX_LINES lines). */
export function fitsOneCue(text: string, layout: SubtitleLayout): boolean {
  return subtitleLines(text, layout).length <= SUBTITLE_MAX_LINES;
}

/** Splits an untimed text into the texts of consecutive cues, each at most SUBTITLE_MAX_LINES lines. */
export function subtitleCueTexts(text: string, layout: SubtitleLayout): string[] {
  const lines = subtitleLines(text.replace(/\s*\r?\n\s*/gu, ' '), layout);
  const cues: string[] = [];
  for (let i = 0; i < lines.length; i += SUBTITLE_MAX_LINES) {
    cues.push(balancedCueText(lines.slice(i, i + SUBTITLE_MAX_LINES).join(joinerBetween(lines, i)), layout));
  }
  return cues;
}

/** Lines of one cue are rejoined with a space unless the break was inside CJK text. */
function joinerBetween(lines: readonly string[], index: number): string {
  const end = lines[index]?.slice(-1) ?? '';
  const start = lines[index + 1]?.[0] ?? '';
  return /[\u2e80-\u9fff\uac00-\ud7af\uf900-\uffef\u3000-\u303f]/u.test(end + start) ? '' : ' ';
}

/** Share of a cue's time: its characters without spaces (at least 1). */
function cueWeight(text: string): number {
  return Math.max(1, [...text.replace(/\s+/gu, '')].length);
}

/**
 * Splits a timed cue whose text needs more than SUBTITLE_MAX_LINES lines into consecutive
 * cues, each getting time in proportion to its characters.
 */
export function splitTimedCue<T extends { startMs: number; endMs: number; text: string }>(cue: T, layout: SubtitleLayout): T[] {
  const texts = subtitleCueTexts(cue.text, layout);
  if (texts.length === 0) return [];
  const total = texts.reduce((sum, text) => sum + cueWeight(text), 0);
  const span = cue.endMs - cue.startMs;
  let done = 0;
  return texts.map((text) => {
    const startMs = cue.startMs + Math.round((span * done) / total);
    done += cueWeight(text);
    return { ...cue, text, startMs, endMs: cue.startMs + Math.round((span * done) / total) };
  });
}

/** A TextMeasure on a scratch canvas of the given factory, memoised per font and text. */
export function canvasTextMeasure(makeCanvas: CanvasFactory): TextMeasure {
  let ctx: Ctx2D | null = null;
  const cache = new Map<string, number>();
  let currentFont = '';
  return (text, font) => {
    const key = `${font}\u0000${text}`;
    const known = cache.get(key);
    if (known !== undefined) return known;
    ctx ??= context2d(makeCanvas(1, 1));
    if (font !== currentFont) {
      ctx.font = font;
      currentFont = font;
    }
    const width = ctx.measureText(text).width;
    if (cache.size > 20_000) cache.clear();
    cache.set(key, width);
    return width;
  };
}
