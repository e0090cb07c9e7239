/**
 * Style-aware fills: the flat '2d' style uses solid colours, the '2.5d' style adds gradients,
 * soft shadows and highlights. Every avatar part paints through these helpers so the two
 * styles stay consistent.
 */
import type { Ctx2D } from '../canvas-types.ts';
import { shade, withAlpha } from '../color.ts';
import type { AvatarStyle } from './params.ts';

export interface Painter {
  style: AvatarStyle;
  ctx: Ctx2D;
  /** Device pixels per figure unit: shadow blur and offsets ignore the transform. */
  unit: number;
}

/** Vertical light-to-dark fill between y0 and y1 (flat colour in 2d). */
export function verticalFill(p: Painter, color: string, y0: number, y1: number, depth = 0.16): unknown {
  if (p.style === '2d') return color;
  const gradient = p.ctx.createLinearGradient(0, y0, 0, y1);
  gradient.addColorStop(0, shade(color, -depth * 0.6));
  gradient.addColorStop(0.55, color);
  gradient.addColorStop(1, shade(color, depth));
  return gradient;
}

/** Round light falloff centred top-left of (cx, cy), for faces and rounded volumes. */
export function volumeFill(p: Painter, color: string, cx: number, cy: number, radius: number, depth = 0.12): unknown {
  if (p.style === '2d') return color;
  const gradient = p.ctx.createRadialGradient(cx - radius * 0.25, cy - radius * 0.3, radius * 0.1, cx, cy, radius);
  gradient.addColorStop(0, shade(color, -0.07));
  gradient.addColorStop(0.6, color);
  gradient.addColorStop(1, shade(color, depth));
  return gradient;
}

/** Darkens the sides of the current path (2.5d only): call after filling it. */
export function sideShade(p: Painter, color: string, x0: number, x1: number, strength = 0.2): void {
  if (p.style === '2d') return;
  // Shadow in a darker tone of the fabric itself: black shading turns light fabrics metallic.
  const dark = shade(color, 0.45);
  const gradient = p.ctx.createLinearGradient(x0, 0, x1, 0);
  gradient.addColorStop(0, withAlpha(dark, strength));
  gradient.addColorStop(0.22, withAlpha(dark, 0));
  gradient.addColorStop(0.78, withAlpha(dark, 0));
  gradient.addColorStop(1, withAlpha(dark, strength * 1.1));
  p.ctx.fillStyle = gradient;
  p.ctx.fill();
}

/** Soft drop shadow for the next fills (2.5d only); returns a function that clears it. */
export function softShadow(p: Painter, blur: number, offsetY: number, alpha = 0.22): () => void {
  if (p.style === '2d') return () => undefined;
  p.ctx.shadowColor = `rgba(20,10,5,${alpha})`;
  p.ctx.shadowBlur = blur * p.unit;
  p.ctx.shadowOffsetY = offsetY * p.unit;
  p.ctx.shadowOffsetX = 0;
  return () => {
    p.ctx.shadowColor = 'rgba(0,0,0,0)';
    p.ctx.shadowBlur = 0;
    p.ctx.shadowOffsetY = 0;
  };
}
