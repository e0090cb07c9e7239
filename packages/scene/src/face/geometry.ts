/** Small 2D helpers for the face mesh: points, triangles and the affine map between two triangles. */
export interface Point {
  x: number;
  y: number;
}

export type Triangle = readonly [number, number, number];

/** Twice the signed area: positive when a, b, c turn clockwise on screen (y down). */
export function signedArea2(a: Point, b: Point, c: Point): number {
  return (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
}

export function pointInTriangle(p: Point, a: Point, b: Point, c: Point): boolean {
  const d1 = signedArea2(p, a, b);
  const d2 = signedArea2(p, b, c);
  const d3 = signedArea2(p, c, a);
  const negative = d1 < 0 || d2 < 0 || d3 < 0;
  const positive = d1 > 0 || d2 > 0 || d3 > 0;
  return !(negative && positive);
}

export function pointInPolygon(p: Point, polygon: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i]!;
    const b = polygon[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

export function mean(points: readonly Point[]): Point {
  let x = 0;
  let y = 0;
  for (const p of points) {
    x += p.x;
    y += p.y;
  }
  return { x: x / points.length, y: y / points.length };
}

/** The affine map [a, b, c, d, e, f] (Canvas setTransform order) that takes triangle s onto triangle t. */
export function triangleAffine(
  s0: Point,
  s1: Point,
  s2: Point,
  t0: Point,
  t1: Point,
  t2: Point,
): [number, number, number, number, number, number] | null {
  const det = (s1.x - s0.x) * (s2.y - s0.y) - (s2.x - s0.x) * (s1.y - s0.y);
  if (Math.abs(det) < 1e-9) return null;
  // Solve [a c; b d] * (s_i - s0) = (t_i - t0) for i = 1, 2.
  const ux = s1.x - s0.x;
  const uy = s1.y - s0.y;
  const vx = s2.x - s0.x;
  const vy = s2.y - s0.y;
  const px = t1.x - t0.x;
  const py = t1.y - t0.y;
  const qx = t2.x - t0.x;
  const qy = t2.y - t0.y;
  const a = (px * vy - qx * uy) / det;
  const c = (qx * ux - px * vx) / det;
  const b = (py * vy - qy * uy) / det;
  const d = (qy * ux - py * vx) / det;
  const e = t0.x - a * s0.x - c * s0.y;
  const f = t0.y - b * s0.x - d * s0.y;
  return [a, b, c, d, e, f];
}
