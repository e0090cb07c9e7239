/** Pre-renders one subtitle cue (wrapped lines, outline, optional box) into a canvas. */
import { context2d, type CanvasFactory, type CanvasLike } from './canvas-types.ts';
import type { SubtitleStyle } from './scene.ts';
import { subtitleFont, subtitleLines, subtitlePadding, type TextMeasure } from './subtitle-layout.ts';
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

  // The block canvas size depends on the widest line as drawn at this size.
  const widths = lines.map((line) => request.measure(line, font));
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
  lines.forEach((line, index) => {
    const y = pad.y + lineHeight * (index + 0.5);
    if (outline > 0) {
      ctx.strokeStyle = style.outlineColor;
      ctx.lineWidth = outline * 2;
      ctx.strokeText(line, width / 2, y);
    }
    ctx.fillStyle = style.color;
    ctx.fillText(line, width / 2, y);
  });
  return { canvas, lines };
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
