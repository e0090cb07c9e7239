/**
 * Landmark geometry for the video-rewrite engine (pure). The canonical face space puts the outer
 * eye corners at (-0.5, 0) and (0.5, 0): one unit is the outer eye-corner distance, so every
 * frame of every clip maps onto the same space by a similarity transform estimated from points
 * that speech does not move (eye corners, nose).
 */
import { applySimilarity, invertSimilarity, type Point, type Similarity } from '@orator/scene';

/** iBUG 68-point indices (face-api's order). */
const LANDMARK = {
  leftEyeOuter: 36,
  leftEyeInner: 39,
  rightEyeInner: 42,
  rightEyeOuter: 45,
  mouthLeft: 48,
  mouthRight: 54,
} as const;

/** Points that stay put while the person speaks: eye corners and the nose. */
const STABLE_POINTS = [36, 39, 42, 45, 27, 28, 29, 30, 31, 33, 35] as const;
const OUTER_LIP = [48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59] as const;
/** Inner-lip pairs (upper, lower) whose distance is the mouth gap. */
const INNER_LIP_PAIRS = [
  [61, 67],
  [62, 66],
  [63, 65],
] as const;

/** Least-squares similarity mapping `from[i]` onto `to[i]` (Umeyama, no reflection). */
export function estimateSimilarity(from: readonly Point[], to: readonly Point[]): Similarity {
  const n = Math.min(from.length, to.length);
  if (n < 2) throw new Error('a similarity needs at least two point pairs');
  const cf = centroid(from.slice(0, n));
  const ct = centroid(to.slice(0, n));
  let dot = 0;
  let cross = 0;
  let norm = 0;
  for (let i = 0; i < n; i++) {
    const f = from[i] as Point;
    const t = to[i] as Point;
    const fx = f.x - cf.x;
    const fy = f.y - cf.y;
    const tx = t.x - ct.x;
    const ty = t.y - ct.y;
    dot += fx * tx + fy * ty;
    cross += fx * ty - fy * tx;
    norm += fx * fx + fy * fy;
  }
  if (norm === 0) throw new Error('degenerate points');
  const a = dot / norm;
  const b = cross / norm;
  return { a, b, tx: ct.x - (a * cf.x - b * cf.y), ty: ct.y - (b * cf.x + a * cf.y) };
}

function centroid(points: readonly Point[]): Point {
  let x = 0;
  let y = 0;
  for (const p of points) {
    x += p.x;
    y += p.y;
  }
  return { x: x / points.length, y: y / points.length };
}

function distance(p: Point, q: Point): number {
  return Math.hypot(p.x - q.x, p.y - q.y);
}

function at(landmarks: readonly Point[], index: number): Point {
  const p = landmarks[index];
  if (!p) throw new Error(`landmark ${index} missing (68 expected)`);
  return p;
}

/** Frame pixels -> canonical space from the outer eye corners alone (used to build the reference). */
function eyeFrame(landmarks: readonly Point[]): Similarity {
  const canonicalToFrame = estimateSimilarity(
    [
      { x: -0.5, y: 0 },
      { x: 0.5, y: 0 },
    ],
    [at(landmarks, LANDMARK.leftEyeOuter), at(landmarks, LANDMARK.rightEyeOuter)],
  );
  return invertSimilarity(canonicalToFrame);
}

/** The reference face: a frame's stable points in canonical space. */
export function referenceStablePoints(landmarks: readonly Point[]): Point[] {
  const toCanonical = eyeFrame(landmarks);
  return STABLE_POINTS.map((i) => applySimilarity(toCanonical, at(landmarks, i)));
}

/** Canonical -> frame pixels for a frame's landmarks, fitted on the stable points. */
export function frameTransform(reference: readonly Point[], landmarks: readonly Point[]): Similarity {
  return estimateSimilarity(
    reference,
    STABLE_POINTS.map((i) => at(landmarks, i)),
  );
}

export interface MouthShape {
  /** Canonical centre of the outer lip contour. */
  centre: Point;
  /** Inner-lip gap, canonical units. */
  gap: number;
  /** Corner-to-corner width, canonical units. */
  width: number;
}

/** Mouth measurements in canonical space (so head size and tilt do not change them). */
export function mouthShape(landmarks: readonly Point[], canonicalToFrame: Similarity): MouthShape {
  const toCanonical = invertSimilarity(canonicalToFrame);
  const c = (i: number): Point => applySimilarity(toCanonical, at(landmarks, i));
  const gap = INNER_LIP_PAIRS.reduce((sum, [upper, lower]) => sum + Math.max(0, c(lower).y - c(upper).y), 0) / INNER_LIP_PAIRS.length;
  return {
    centre: centroid(OUTER_LIP.map(c)),
    gap,
    width: distance(c(LANDMARK.mouthLeft), c(LANDMARK.mouthRight)),
  };
}

/** Mean displacement of the stable points between two transforms, canonical units (head motion). */
export function transformMotion(reference: readonly Point[], from: Similarity, to: Similarity): number {
  let sum = 0;
  for (const p of reference) sum += distance(applySimilarity(from, p), applySimilarity(to, p));
  return sum / reference.length / Math.max(1e-9, Math.hypot(from.a, from.b));
}

/**
 * Moving average of transforms (landmarks jitter a pixel or two; an unsmoothed mouth would
 * shimmer against the face). `cyclic` for a loop whose last frame is followed by its first.
 */
export function smoothTransforms(transforms: readonly Similarity[], radius: number, cyclic: boolean): Similarity[] {
  const n = transforms.length;
  return transforms.map((_, i) => {
    const sum = { a: 0, b: 0, tx: 0, ty: 0 };
    let count = 0;
    for (let k = -radius; k <= radius; k++) {
      const j = cyclic ? (((i + k) % n) + n) % n : i + k;
      const t = transforms[j];
      if (!t) continue;
      sum.a += t.a;
      sum.b += t.b;
      sum.tx += t.tx;
      sum.ty += t.ty;
      count++;
    }
    return { a: sum.a / count, b: sum.b / count, tx: sum.tx / count, ty: sum.ty / count };
  });
}
