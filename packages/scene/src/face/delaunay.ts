/**
 * Bowyer-Watson Delaunay triangulation. The face mesh has ~120 points and is built once per
 * photo, so the simple O(n^2) form is plenty.
 */
import type { Point, Triangle } from './geometry.ts';

interface Circle {
  x: number;
  y: number;
  r2: number;
}

function circumcircle(a: Point, b: Point, c: Point): Circle {
  const d = 2 * (a.x * (b.y - c.y) + b.x * (c.y - a.y) + c.x * (a.y - b.y));
  if (Math.abs(d) < 1e-12) return { x: 0, y: 0, r2: Infinity }; // collinear: contains everything, gets replaced
  const a2 = a.x * a.x + a.y * a.y;
  const b2 = b.x * b.x + b.y * b.y;
  const c2 = c.x * c.x + c.y * c.y;
  const x = (a2 * (b.y - c.y) + b2 * (c.y - a.y) + c2 * (a.y - b.y)) / d;
  const y = (a2 * (c.x - b.x) + b2 * (a.x - c.x) + c2 * (b.x - a.x)) / d;
  return { x, y, r2: (a.x - x) ** 2 + (a.y - y) ** 2 };
}

/** Triangles as index triples into `points`, each wound clockwise on screen (y down). */
export function delaunay(points: readonly Point[]): Triangle[] {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of points) {
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
    maxX = Math.max(maxX, p.x);
    maxY = Math.max(maxY, p.y);
  }
  const span = Math.max(maxX - minX, maxY - minY, 1) * 20;
  const cx = (minX + maxX) / 2;
  const cy = (minY + maxY) / 2;
  const all: Point[] = [...points, { x: cx - span, y: cy - span }, { x: cx + span, y: cy - span }, { x: cx, y: cy + span }];
  const n = points.length;
  let triangles: { v: [number, number, number]; c: Circle }[] = [
    { v: [n, n + 1, n + 2], c: circumcircle(all[n]!, all[n + 1]!, all[n + 2]!) },
  ];
  for (let i = 0; i < n; i++) {
    const p = all[i]!;
    const bad: typeof triangles = [];
    const kept: typeof triangles = [];
    for (const t of triangles) ((p.x - t.c.x) ** 2 + (p.y - t.c.y) ** 2 < t.c.r2 ? bad : kept).push(t);
    // The boundary of the cavity: edges that belong to exactly one bad triangle.
    const edges = new Map<string, [number, number]>();
    for (const t of bad) {
      for (let k = 0; k < 3; k++) {
        const a = t.v[k]!;
        const b = t.v[(k + 1) % 3]!;
        const key = a < b ? `${a},${b}` : `${b},${a}`;
        if (edges.has(key)) edges.delete(key);
        else edges.set(key, [a, b]);
      }
    }
    for (const [a, b] of edges.values()) kept.push({ v: [a, b, i], c: circumcircle(all[a]!, all[b]!, p) });
    triangles = kept;
  }
  const result: Triangle[] = [];
  for (const { v } of triangles) {
    if (v[0] >= n || v[1] >= n || v[2] >= n) continue;
    const [a, b, c] = v;
    const area = (all[b]!.x - all[a]!.x) * (all[c]!.y - all[a]!.y) - (all[b]!.y - all[a]!.y) * (all[c]!.x - all[a]!.x);
    if (area === 0) continue;
    result.push(area > 0 ? [a, b, c] : [a, c, b]);
  }
  return result;
}

function orient(a: Point, b: Point, c: Point): number {
  return (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
}

function crosses(a: Point, b: Point, p: Point, q: Point): boolean {
  const d1 = orient(a, b, p);
  const d2 = orient(a, b, q);
  const d3 = orient(p, q, a);
  const d4 = orient(p, q, b);
  return d1 * d2 < 0 && d3 * d4 < 0;
}

function clockwise(points: readonly Point[], t: [number, number, number]): Triangle {
  return orient(points[t[0]]!, points[t[1]]!, points[t[2]]!) > 0 ? t : [t[0], t[2], t[1]];
}

/**
 * Forces the given edges into a triangulation by flipping the edges that cross them (Sloan's
 * method, brute force: the face mesh is small). The lip contours must be edges, or triangles
 * would bridge the mouth opening.
 */
export function constrainEdges(
  points: readonly Point[],
  input: readonly Triangle[],
  edges: readonly (readonly [number, number])[],
): Triangle[] {
  const triangles: Triangle[] = [...input];
  const hasEdge = (a: number, b: number): boolean => triangles.some((t) => t.includes(a) && t.includes(b));
  for (const [a, b] of edges) {
    for (let guard = 0; guard < 200 && !hasEdge(a, b); guard++) {
      if (!flipOneCrossing(points, triangles, a, b)) break;
    }
  }
  return triangles;
}

function flipOneCrossing(points: readonly Point[], triangles: Triangle[], a: number, b: number): boolean {
  const pa = points[a]!;
  const pb = points[b]!;
  for (let i = 0; i < triangles.length; i++) {
    const t = triangles[i]!;
    for (let k = 0; k < 3; k++) {
      const p = t[k]!;
      const q = t[(k + 1) % 3]!;
      if (p === a || p === b || q === a || q === b || !crosses(pa, pb, points[p]!, points[q]!)) continue;
      const j = triangles.findIndex((u, n) => n !== i && u.includes(p) && u.includes(q));
      if (j < 0) continue;
      const r = t.find((v) => v !== p && v !== q)!;
      const s = triangles[j]!.find((v) => v !== p && v !== q)!;
      // Flip p-q to r-s only when the quad is convex (r-s crosses p-q), else the new triangles would overlap.
      if (!crosses(points[r]!, points[s]!, points[p]!, points[q]!)) continue;
      triangles[i] = clockwise(points, [r, s, p]);
      triangles[j] = clockwise(points, [s, r, q]);
      return true;
    }
  }
  return false;
}
