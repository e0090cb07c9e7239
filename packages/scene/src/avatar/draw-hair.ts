/** Hair (back and front), the hijab and the beanie, painted from the shapes in hair-shapes.ts. */
import { mix, shade, withAlpha } from '../color.ts';
import { faceMetrics } from './figure.ts';
import { hairShapes } from './hair-shapes.ts';
import { softShadow, type Painter } from './paint.ts';
import { hairHex, skinTone, type AvatarParams } from './params.ts';
import { smoothClosed, smoothOpen, type Pt } from './path.ts';

function hairFill(p: Painter, color: string, top: number, bottom: number): unknown {
  if (p.style === '2d') return color;
  const gradient = p.ctx.createLinearGradient(-40, top, 40, bottom);
  gradient.addColorStop(0, shade(color, -0.22));
  gradient.addColorStop(0.45, color);
  gradient.addColorStop(1, shade(color, 0.25));
  return gradient;
}

function fillShapes(p: Painter, shapes: readonly Pt[][], fill: unknown): void {
  const { ctx } = p;
  ctx.beginPath();
  for (const shape of shapes) smoothClosed(ctx, shape);
  ctx.fillStyle = fill;
  ctx.fill();
}

function strokeStrands(p: Painter, strands: readonly Pt[][], color: string): void {
  if (strands.length === 0) return;
  const { ctx } = p;
  ctx.lineCap = 'round';
  ctx.lineWidth = 1.6;
  ctx.strokeStyle = shade(color, 0.28);
  ctx.beginPath();
  for (const strand of strands) smoothOpen(ctx, strand);
  ctx.stroke();
  if (p.style === '2.5d') {
    // Sheen: a lighter stroke offset up-left of each strand.
    ctx.strokeStyle = withAlpha(shade(color, -0.5), 0.35);
    ctx.lineWidth = 2.2;
    ctx.beginPath();
    for (const strand of strands)
      smoothOpen(
        ctx,
        strand.map(([x, y]): Pt => [x - 3, y - 3]),
      );
    ctx.stroke();
  }
}

export function drawHairBack(p: Painter, params: AvatarParams): void {
  const shapes = hairShapes(params.hairStyle, faceMetrics(params));
  if (shapes.back.length === 0) return;
  const color = hairHex(params);
  fillShapes(p, shapes.back, hairFill(p, shade(color, 0.12), -100, 170));
}

function drawHijab(p: Painter, params: AvatarParams): void {
  const { ctx } = p;
  const m = faceMetrics(params);
  const c = m.cheekHalf;
  const color = params.scarfColor;
  const outline: Pt[] = [
    [-c - 16, -20],
    [-c - 12, -80],
    [0, -96],
    [c + 12, -80],
    [c + 16, -20],
    [c + 20, 40],
    [c + 44, 100],
    [c + 52, 150],
    [c + 34, 196],
    [0, 212],
    [-c - 34, 196],
    [-c - 52, 150],
    [-c - 44, 100],
    [-c - 20, 40],
  ];
  const clearShadow = softShadow(p, 10, 4, 0.25);
  ctx.beginPath();
  smoothClosed(ctx, outline);
  // Counter-clockwise ellipse = hole (non-zero winding): the face shows through.
  ctx.ellipse(0, 6, c - 2, 60, 0, Math.PI * 2, 0, true);
  ctx.fillStyle = hairFill(p, color, -90, 210);
  ctx.fill();
  clearShadow();
  // Fabric folds.
  ctx.strokeStyle = shade(color, 0.22);
  ctx.lineWidth = 2;
  ctx.lineCap = 'round';
  ctx.beginPath();
  smoothOpen(ctx, [
    [-c + 4, 62],
    [0, 84],
    [c + 10, 60],
  ]);
  smoothOpen(ctx, [
    [-c - 8, 90],
    [-10, 120],
    [c + 30, 110],
  ]);
  smoothOpen(ctx, [
    [-c - 10, -40],
    [-c - 6, 0],
    [-c + 2, 50],
  ]);
  ctx.stroke();
  // A thin under-cap band framing the forehead.
  ctx.beginPath();
  ctx.ellipse(0, 6, c - 1, 61, 0, Math.PI * 1.08, Math.PI * 1.92);
  ctx.strokeStyle = mix(color, '#ffffff', 0.35);
  ctx.lineWidth = 3;
  ctx.stroke();
}

function drawBeanie(p: Painter, params: AvatarParams): void {
  const { ctx } = p;
  const c = faceMetrics(params).cheekHalf;
  const color = params.outfitColors.accent;
  const clearShadow = softShadow(p, 6, 3, 0.25);
  ctx.beginPath();
  smoothClosed(ctx, [
    [-c - 9, -26],
    [-c - 8, -86],
    [0, -112],
    [c + 8, -86],
    [c + 9, -26],
  ]);
  ctx.fillStyle = hairFill(p, color, -110, -20);
  ctx.fill();
  clearShadow();
  ctx.beginPath();
  smoothClosed(ctx, [
    [-c - 11, -48],
    [-c - 11, -48],
    [0, -54],
    [c + 11, -48],
    [c + 11, -48],
    [c + 11, -26],
    [c + 11, -26],
    [0, -30],
    [-c - 11, -26],
    [-c - 11, -26],
  ]);
  ctx.fillStyle = shade(color, 0.12);
  ctx.fill();
  ctx.strokeStyle = shade(color, 0.28);
  ctx.lineWidth = 1.4;
  ctx.beginPath();
  for (let x = -c - 4; x <= c + 4; x += 7) {
    ctx.moveTo(x, -48 + Math.abs(x) * 0.08);
    ctx.lineTo(x, -29 + Math.abs(x) * 0.05);
  }
  ctx.stroke();
}

export function drawHairFront(p: Painter, params: AvatarParams): void {
  if (params.hairStyle === 'hijab') {
    drawHijab(p, params);
    return;
  }
  const shapes = hairShapes(params.hairStyle, faceMetrics(params));
  const color = hairHex(params);
  if (shapes.front.length > 0) {
    const { ctx } = p;
    const clearShadow = softShadow(p, 7, 3.5, 0.28);
    if (shapes.sparse) {
      // Shaved: hair tint over the scalp rather than a solid mass.
      fillShapes(p, shapes.front, mix(color, skinTone(params).shadow, 0.45));
    } else {
      fillShapes(p, shapes.front, hairFill(p, color, -100, 60));
    }
    clearShadow();
    strokeStrands(p, shapes.strands, color);
    if (params.hairStyle === 'bald' && p.style === '2.5d') {
      ctx.beginPath();
      ctx.ellipse(-14, -50, 14, 7, -0.4, 0, Math.PI * 2);
      ctx.fillStyle = 'rgba(255,255,255,0.22)';
      ctx.fill();
    }
  }
  if (params.hat === 'beanie') drawBeanie(p, params);
}
