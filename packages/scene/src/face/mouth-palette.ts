/**
 * The colours of a mouth's inside, taken from the photo itself (pure over a pixel buffer): the
 * cavity is the lips' own hue deep in shadow, the tongue the lips' hue half lit, and the teeth
 * either the teeth the photo already shows or an ivory no brighter than the face's own highlights.
 * So a dim, warm or blurred photo gets a dim, warm mouth instead of a pasted-on cartoon one.
 */
import { pointInPolygon, type Point } from './geometry.ts';

export type Rgb = readonly [number, number, number];

export interface MouthPalette {
  /** Back of the mouth, in the deepest shadow. */
  cavity: Rgb;
  /** Just inside the lips, where some light still falls. */
  cavityEdge: Rgb;
  tongue: Rgb;
  teeth: Rgb;
  /** The photo shows its own upper teeth between the lips: they are moved with the upper lip instead of drawn. */
  teethShown: boolean;
}

/** RGBA pixels of a region, `x`/`y` its top left in the coordinates of the points given with it. */
export interface PixelRegion {
  data: ArrayLike<number>;
  x: number;
  y: number;
  width: number;
  height: number;
}

const IVORY: Rgb = [236, 228, 212];
/** Pairs (outer lip, inner lip) whose midpoints lie on the lips' red. */
const LIP_PAIRS = [
  [50, 61],
  [51, 62],
  [52, 63],
  [58, 67],
  [57, 66],
  [56, 65],
] as const;
/** Teeth show in the photo when the inner lips are apart by this share of the nose-chin distance. */
const TEETH_SHOWN_GAP = 0.04;

const luma = (c: Rgb): number => 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2];
const scaled = (c: Rgb, k: number): Rgb => [c[0] * k, c[1] * k, c[2] * k];
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];

export function cssColour(c: Rgb, alpha = 1): string {
  const v = (n: number) => Math.max(0, Math.min(255, Math.round(n)));
  return `rgba(${v(c[0])},${v(c[1])},${v(c[2])},${alpha})`;
}

/** `points`: the 68 landmarks (and more) in the region's coordinates; `unit`: nose-chin distance there. */
export function mouthPalette(region: PixelRegion, points: readonly Point[], unit: number): MouthPalette {
  const at = (p: Point): Rgb | null => {
    const x = Math.round(p.x - region.x);
    const y = Math.round(p.y - region.y);
    if (x < 0 || y < 0 || x >= region.width || y >= region.height) return null;
    const o = (y * region.width + x) * 4;
    return [region.data[o]!, region.data[o + 1]!, region.data[o + 2]!];
  };
  const lipSamples = LIP_PAIRS.map(([outer, inner]) => at(midpoint(points[outer]!, points[inner]!))).filter((c): c is Rgb => c !== null);
  const lip = average(lipSamples) ?? [150, 80, 80];

  // The face's highlights: the 95th percentile brightness over the landmarks' box.
  const face = facePixels(region, points);
  const lumas = face.map(luma).sort((a, b) => a - b);
  const highlight = lumas[Math.floor(lumas.length * 0.95)] ?? 220;

  let teeth = scaled(IVORY, Math.min(1, (highlight * 0.92) / luma(IVORY)));
  const inner = [60, 61, 62, 63, 64, 65, 66, 67].map((i) => points[i]!);
  const gap = Math.hypot(points[66]!.x - points[62]!.x, points[66]!.y - points[62]!.y);
  if (gap > unit * TEETH_SHOWN_GAP) {
    // The photo shows its own teeth: the brightest third of the opening is them.
    const opening = pixelsIn(region, inner).sort((a, b) => luma(b) - luma(a));
    const shown = average(opening.slice(0, Math.max(1, Math.floor(opening.length / 3))));
    if (shown && luma(shown) > luma(lip)) teeth = shown;
  }
  const teethShown = gap > unit * TEETH_SHOWN_GAP && luma(teeth) > luma(lip) * 1.25;
  return {
    cavity: scaled(lip, 0.16),
    cavityEdge: scaled(lip, 0.42),
    tongue: mix(scaled(lip, 0.72), [170, 80, 90], 0.25),
    teeth,
    teethShown,
  };
}

function midpoint(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

function average(colours: readonly Rgb[]): Rgb | null {
  if (colours.length === 0) return null;
  const sum = colours.reduce<[number, number, number]>((s, c) => [s[0] + c[0], s[1] + c[1], s[2] + c[2]], [0, 0, 0]);
  return [sum[0] / colours.length, sum[1] / colours.length, sum[2] / colours.length];
}

/** Every other pixel of the 68 landmarks' bounding box (enough for a percentile, a quarter of the work). */
function facePixels(region: PixelRegion, points: readonly Point[]): Rgb[] {
  const landmarks = points.slice(0, 68);
  const xs = landmarks.map((p) => p.x - region.x);
  const ys = landmarks.map((p) => p.y - region.y);
  const out: Rgb[] = [];
  const x0 = Math.max(0, Math.floor(Math.min(...xs)));
  const x1 = Math.min(region.width - 1, Math.ceil(Math.max(...xs)));
  const y0 = Math.max(0, Math.floor(Math.min(...ys)));
  const y1 = Math.min(region.height - 1, Math.ceil(Math.max(...ys)));
  for (let y = y0; y <= y1; y += 2)
    for (let x = x0; x <= x1; x += 2) {
      const o = (y * region.width + x) * 4;
      out.push([region.data[o]!, region.data[o + 1]!, region.data[o + 2]!]);
    }
  return out;
}

function pixelsIn(region: PixelRegion, polygon: readonly Point[]): Rgb[] {
  const xs = polygon.map((p) => p.x);
  const ys = polygon.map((p) => p.y);
  const out: Rgb[] = [];
  for (let y = Math.floor(Math.min(...ys)); y <= Math.ceil(Math.max(...ys)); y++)
    for (let x = Math.floor(Math.min(...xs)); x <= Math.ceil(Math.max(...xs)); x++) {
      if (!pointInPolygon({ x, y }, polygon)) continue;
      const rx = x - region.x;
      const ry = y - region.y;
      if (rx < 0 || ry < 0 || rx >= region.width || ry >= region.height) continue;
      const o = (ry * region.width + rx) * 4;
      out.push([region.data[o]!, region.data[o + 1]!, region.data[o + 2]!]);
    }
  return out;
}
