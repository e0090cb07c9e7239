/** Pre-renders one subtitle cue (wrapped lines, outline, optional box) into a canvas. */
import { context2d, type CanvasFactory, type CanvasLike } from './canvas-types.ts';
import { cssFont } from './fonts.ts';
import type { SubtitleStyle } from './scene.ts';
import { wrapSubtitle } from './subtitle-wrap.ts';

export interface SubtitleBlock {
  canvas: CanvasLike;
  lines: string[];
}

export function renderSubtitleBlock(makeCanvas: CanvasFactory, text: string, style: SubtitleStyle, scale: number): SubtitleBlock | null {
  const lines = wrapSubtitle(text, style.lineLength);
  if (lines.length === 0) return null;
  const fontPx = style.fontSize * scale;
  const font = cssFont({ family: style.fontFamily, sizePx: fontPx, bold: style.bold, italic: style.italic });
  const outline = style.outlineWidth * scale;
  const padX = style.backgroundColor ? fontPx * 0.5 : outline + 2;
  const padY = style.backgroundColor ? fontPx * 0.25 : outline + 2;
  const lineHeight = fontPx * style.lineSpacing;

  // Measure on a scratch canvas first: the block canvas size depends on the widest line.
  const measureCtx = context2d(makeCanvas(1, 1));
  measureCtx.font = font;
  const widths = lines.map((line) => measureCtx.measureText(line).width);
  const width = Math.ceil(Math.max(...widths) + padX * 2);
  const height = Math.ceil(lineHeight * lines.length + padY * 2);

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
    const y = padY + lineHeight * (index + 0.5);
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
