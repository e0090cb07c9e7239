/** Path helpers for authoring avatar shapes as point lists in figure units. */
import type { Ctx2D } from '../canvas-types.ts';

export type Pt = readonly [number, number];

/**
 * Adds a closed smooth curve whose control polygon is `points` (quadratic B-spline through
 * edge midpoints). Repeating a point makes a sharp corner, which is how hair tips are drawn.
 */
export function smoothClosed(ctx: Ctx2D, points: readonly Pt[]): void {
  const n = points.length;
  if (n < 3) return;
  const mid = (a: Pt, b: Pt): Pt => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const start = mid(points[n - 1]!, points[0]!);
  ctx.moveTo(start[0], start[1]);
  for (let i = 0; i < n; i++) {
    const control = points[i]!;
    const end = mid(control, points[(i + 1) % n]!);
    ctx.quadraticCurveTo(control[0], control[1], end[0], end[1]);
  }
  ctx.closePath();
}

/** Open smooth curve through the first and last points with the inner points as controls. */
export function smoothOpen(ctx: Ctx2D, points: readonly Pt[]): void {
  const n = points.length;
  if (n < 2) return;
  const first = points[0]!;
  ctx.moveTo(first[0], first[1]);
  if (n === 2) {
    ctx.lineTo(points[1]![0], points[1]![1]);
    return;
  }
  for (let i = 1; i < n - 1; i++) {
    const control = points[i]!;
    const next = points[i + 1]!;
    const end: Pt = i === n - 2 ? next : [(control[0] + next[0]) / 2, (control[1] + next[1]) / 2];
    ctx.quadraticCurveTo(control[0], control[1], end[0], end[1]);
  }
}

/** Mirror a point list across the vertical centre line (x -> -x), reversing its order. */
export function mirror(points: readonly Pt[]): Pt[] {
  return points.map(([x, y]): Pt => [-x, y]).reverse();
}

/** Points on an ellipse arc, for bumpy (curly) outlines. */
export function arcPoints(cx: number, cy: number, rx: number, ry: number, from: number, to: number, count: number): Pt[] {
  const pts: Pt[] = [];
  for (let i = 0; i < count; i++) {
    const a = from + ((to - from) * i) / Math.max(1, count - 1);
    pts.push([cx + Math.cos(a) * rx, cy + Math.sin(a) * ry]);
  }
  return pts;
}

export function circle(ctx: Ctx2D, x: number, y: number, r: number): void {
  ctx.moveTo(x + r, y);
  ctx.arc(x, y, r, 0, Math.PI * 2);
}
