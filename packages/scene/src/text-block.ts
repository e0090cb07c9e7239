/**
 * Pre-renders a text element (product-rules#projects-model) into its own canvas at output
 * resolution. The frame renderer re-uses the canvas until the text or the number of revealed
 * characters changes, so per-frame text cost is a single drawImage.
 */
import { context2d, type CanvasFactory, type CanvasLike, type Ctx2D } from './canvas-types.ts';
import { cssFont } from './fonts.ts';
import type { TextStyle } from './scene.ts';
import { wrapLines } from './subtitle-wrap.ts';

export interface TextBlockRequest {
  text: string;
  style: TextStyle;
  /** Box size in output pixels. */
  width: number;
  height: number;
  /** Output pixels per base unit. */
  scale: number;
  /** Characters to show (typewriter); Infinity for all. */
  visibleChars: number;
}

function applyTextStyle(ctx: Ctx2D, style: TextStyle, scale: number): void {
  ctx.font = cssFont({
    family: style.fontFamily,
    sizePx: style.fontSize * scale,
    bold: style.bold,
    italic: style.italic,
  });
  ctx.letterSpacing = `${(style.letterSpacing * scale).toFixed(2)}px`;
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'left';
  ctx.lineJoin = 'round';
}

function truncateChars(lines: string[], visibleChars: number): string[] {
  if (!Number.isFinite(visibleChars)) return lines;
  const shown: string[] = [];
  let budget = Math.max(0, Math.floor(visibleChars));
  for (const line of lines) {
    if (budget <= 0) break;
    const chars = [...line];
    shown.push(chars.slice(0, budget).join(''));
    budget -= chars.length;
  }
  return shown;
}

export function countChars(text: string): number {
  return [...text.replace(/\s+/gu, '')].length;
}

export function renderTextBlock(makeCanvas: CanvasFactory, request: TextBlockRequest): CanvasLike {
  const { style, scale } = request;
  const width = Math.max(1, Math.ceil(request.width));
  const height = Math.max(1, Math.ceil(request.height));
  const canvas = makeCanvas(width, height);
  const ctx = context2d(canvas);
  applyTextStyle(ctx, style, scale);

  if (style.fillColor) {
    ctx.fillStyle = style.fillColor;
    ctx.fillRect(0, 0, width, height);
  }
  const padding = Math.max(style.strokeWidth * scale, 4 * scale);
  const maxLineWidth = Math.max(1, width - padding * 2);
  const lines = wrapLines(request.text, (line) => ctx.measureText(line).width <= maxLineWidth);
  const shown = truncateChars(lines, request.visibleChars);
  const lineHeight = style.fontSize * scale * style.lineSpacing;

  shown.forEach((line, index) => {
    const lineWidth = ctx.measureText(line).width;
    const fullWidth = ctx.measureText(lines[index] ?? line).width;
    // Alignment uses the full line width so a typewriter reveal does not slide sideways.
    const x = style.align === 'left' ? padding : style.align === 'right' ? width - padding - fullWidth : (width - fullWidth) / 2;
    const y = padding + lineHeight * (index + 0.5);
    if (style.strokeColor && style.strokeWidth > 0) {
      ctx.strokeStyle = style.strokeColor;
      // Stroke is centred on the outline, so double it to get the visible width.
      ctx.lineWidth = style.strokeWidth * scale * 2;
      ctx.strokeText(line, x, y);
    }
    ctx.fillStyle = style.color;
    ctx.fillText(line, x, y);
    if (style.underline) {
      const thickness = Math.max(1, style.fontSize * scale * 0.06);
      ctx.fillRect(x, y + style.fontSize * scale * 0.55, lineWidth, thickness);
    }
  });
  return canvas;
}
