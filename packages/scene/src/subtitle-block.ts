/** Pre-renders one subtitle cue (wrapped lines, outline, optional box) into a canvas. */
import { context2d, type CanvasFactory, type CanvasLike } from './canvas-types.ts';
import type { SubtitleStyle } from './scene.ts';
import { shadowOffset, subtitleFont, subtitleLines, subtitlePadding, type TextMeasure } from './subtitle-layout.ts';
import type { Ratio } from './sizes.ts';

export interface SubtitleBlock {
  canvas: CanvasLike;
  lines: string[];
}

export interface SubtitleBlockRequest {
  text: string;
  style: SubtitleStyle;
  ratio: Ratio;
  /** Output pixels per base unit. */
  scale: number;
  /** The same measure the plan split its cues with (see canvasTextMeasure). */
  measure: TextMeasure;
}

export function renderSubtitleBlock(makeCanvas: CanvasFactory, request: SubtitleBlockRequest): SubtitleBlock | null {
  const { style, scale } = request;
  const lines = subtitleLines(request.text, { ratio: request.ratio, style, measure: request.measure });
  if (lines.length === 0) return null;
  const font = subtitleFont(style, scale);
  const outline = style.outlineWidth * scale;
  const pad = subtitlePadding(style, scale);
  const lineHeight = style.fontSize * scale * style.lineSpacing;

  const extraSpace = (style.wordSpacing ?? 0) * scale;
  // The block canvas size depends on the widest line as drawn at this size (with the extra word spacing).
  const widths = lines.map((line) => request.measure(line, font) + extraSpace * spacesIn(line));
  const width = Math.ceil(Math.max(...widths) + pad.x * 2);
  const height = Math.ceil(lineHeight * lines.length + pad.y * 2);

  const canvas = makeCanvas(width, height);
  const ctx = context2d(canvas);
  if (style.backgroundColor) {
    ctx.fillStyle = style.backgroundColor;
    ctx.fillRect(0, 0, width, height);
  }
  ctx.font = font;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.lineJoin = 'round';
  if (style.shadow) {
    ctx.shadowColor = 'rgba(0,0,0,0.75)';
    ctx.shadowOffsetX = shadowOffset(style, scale);
    ctx.shadowOffsetY = shadowOffset(style, scale);
    ctx.shadowBlur = shadowOffset(style, scale);
  }
  lines.forEach((line, index) => {
    const y = pad.y + lineHeight * (index + 0.5);
    // Words placed one by one when spaced out, so the browser and the export canvas agree.
    const pieces =
      extraSpace > 0 ? spacedWords(line, font, extraSpace, request.measure, (width - widths[index]!) / 2) : [{ text: line, x: width / 2 }];
    ctx.textAlign = extraSpace > 0 ? 'left' : 'center';
    if (outline > 0) {
      ctx.strokeStyle = style.outlineColor;
      ctx.lineWidth = outline * 2;
      for (const piece of pieces) ctx.strokeText(piece.text, piece.x, y);
    }
    ctx.fillStyle = style.color;
    for (const piece of pieces) ctx.fillText(piece.text, piece.x, y);
    if (style.underline) {
      const thickness = Math.max(1, style.fontSize * scale * 0.06);
      ctx.fillRect((width - widths[index]!) / 2, y + style.fontSize * scale * 0.55, widths[index]!, thickness);
    }
  });
  return { canvas, lines };
}

const spacesIn = (line: string) => line.split(' ').length - 1;

/** The words of a line with their left edges, each space widened by `extra` pixels. */
function spacedWords(line: string, font: string, extra: number, measure: TextMeasure, left: number): { text: string; x: number }[] {
  const space = measure(' ', font) + extra;
  let x = left;
  return line.split(' ').map((word) => {
    const piece = { text: word, x };
    x += measure(word, font) + space;
    return piece;
  });
}

/** Index of the cue showing at `timeMs` (cues sorted by start), or -1. Binary search. */
export function activeCueIndex(cues: readonly { startMs: number; endMs: number }[], timeMs: number): number {
  let low = 0;
  let high = cues.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const cue = cues[mid]!;
    if (timeMs < cue.startMs) high = mid - 1;
    else if (timeMs >= cue.endMs) low = mid + 1;
    else return mid;
  }
  return -1;
}
