/** The watermark (product-rules#export-watermark): text notice (type 1008) or image (type 1002) at a corner offset. */
import { context2d, type CanvasFactory, type CanvasLike, type Ctx2D, type ImageLike } from './canvas-types.ts';
import { cssFont } from './fonts.ts';
import type { WatermarkCorner, WatermarkSpec } from './scene.ts';

/** Top-left of an item of size w x h placed at `corner` with offsets, all in the same units. */
export function cornerPosition(
  corner: WatermarkCorner,
  offsetX: number,
  offsetY: number,
  itemW: number,
  itemH: number,
  frameW: number,
  frameH: number,
): { x: number; y: number } {
  const x = corner.endsWith('left') ? offsetX : frameW - offsetX - itemW;
  const y = corner.startsWith('top') ? offsetY : frameH - offsetY - itemH;
  return { x, y };
}

export function renderTextWatermark(makeCanvas: CanvasFactory, spec: Extract<WatermarkSpec, { kind: 'text' }>, scale: number): CanvasLike {
  const font = cssFont({ family: 'Microsoft YaHei', sizePx: spec.fontSize * scale });
  const stroke = spec.strokeWidth * scale;
  const measure = context2d(makeCanvas(1, 1));
  measure.font = font;
  const width = Math.ceil(measure.measureText(spec.text).width + stroke * 2);
  const height = Math.ceil(spec.fontSize * scale * 1.4 + stroke * 2);
  const canvas = makeCanvas(Math.max(1, width), Math.max(1, height));
  const ctx = context2d(canvas);
  ctx.font = font;
  ctx.textBaseline = 'middle';
  ctx.lineJoin = 'round';
  ctx.strokeStyle = spec.strokeColor;
  ctx.lineWidth = stroke;
  ctx.strokeText(spec.text, stroke, height / 2);
  ctx.fillStyle = spec.color;
  ctx.fillText(spec.text, stroke, height / 2);
  return canvas;
}

export function drawImageWatermark(
  ctx: Ctx2D,
  spec: Extract<WatermarkSpec, { kind: 'image' }>,
  image: ImageLike,
  scale: number,
  frameW: number,
  frameH: number,
): void {
  const w = spec.width * scale;
  const h = spec.height * scale;
  const { x, y } = cornerPosition(spec.corner, spec.offsetX * scale, spec.offsetY * scale, w, h, frameW, frameH);
  ctx.globalAlpha = spec.opacity;
  ctx.drawImage(image, x, y, w, h);
  ctx.globalAlpha = 1;
}
