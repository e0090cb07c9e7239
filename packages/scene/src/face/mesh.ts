/**
 * The triangle mesh laid over a photo for the talking-photo warp: the 68 landmarks plus forehead,
 * cheek and neck points that move with the head, and a fixed ring around the head and the image
 * border that anchor the warp so it fades out into the still photo. Built once per photo.
 */
import { constrainEdges, delaunay } from './delaunay.ts';
import { distance, mean, pointInPolygon, type Point, type Triangle } from './geometry.ts';

export const LANDMARKS = 68;
export const INNER_LIPS = [60, 61, 62, 63, 64, 65, 66, 67] as const;
const UPPER_INNER_LIP = [61, 62, 63] as const;
const LOWER_INNER_LIP = [67, 66, 65] as const;
/** Eyelid pairs (upper, lower) of both eyes in the 68-point layout. */
export const EYELID_PAIRS = [
  [37, 41],
  [38, 40],
  [43, 47],
  [44, 46],
] as const;

/**
 * Share of the jaw drop each point takes: the jaw turns around the ear, so the chin moves most,
 * the lower lip nearly as much and the mouth corners a little.
 */
const JAW_WEIGHTS: Record<number, number> = {
  3: 0.1,
  4: 0.3,
  5: 0.55,
  6: 0.8,
  7: 0.95,
  8: 1,
  9: 0.95,
  10: 0.8,
  11: 0.55,
  12: 0.3,
  13: 0.1,
  48: 0.25,
  54: 0.25,
  60: 0.3,
  64: 0.3,
  55: 0.6,
  56: 0.85,
  57: 0.95,
  58: 0.85,
  59: 0.6,
  65: 0.75,
  66: 0.9,
  67: 0.75,
};
/** Share of the upper-lip lift (the upper lip rises a little when the mouth opens). */
const UPPER_LIP_WEIGHTS: Record<number, number> = { 49: 0.3, 50: 0.6, 51: 0.7, 52: 0.6, 53: 0.3, 61: 0.7, 62: 1, 63: 0.7 };

interface FaceFrame {
  /** Unit vector from the image-left outer eye corner to the other: the face's horizontal. */
  right: Point;
  /** Unit vector perpendicular to `right`, pointing to the chin. */
  down: Point;
  /** Nose tip to chin distance: the unit of every displacement. */
  unit: number;
  mouthCentre: Point;
  /** The head turns and nods around this point below the chin. */
  pivot: Point;
}

export interface FaceMesh {
  /** Photo size the positions refer to. */
  width: number;
  height: number;
  /** Rest positions in photo pixels: indices 0-67 are the landmarks, then the extra points. */
  points: Point[];
  /** Drawn triangles, clockwise; the mouth opening (inner-lip polygon) is left out. */
  triangles: Triangle[];
  /** Per point: 1 follows the head fully, 0 never moves (ring and border anchors). */
  headWeight: number[];
  jawWeight: number[];
  upperLipWeight: number[];
  frame: FaceFrame;
}

const DEDUPE_PX = 2;

/** `landmarks` holds 136 numbers, x and y of the 68 points in photo pixels. */
export function buildFaceMesh(landmarks: readonly number[], width: number, height: number): FaceMesh {
  if (landmarks.length !== LANDMARKS * 2) throw new Error(`expected ${LANDMARKS * 2} landmark numbers, got ${landmarks.length}`);
  const points: Point[] = [];
  for (let i = 0; i < LANDMARKS; i++) points.push({ x: landmarks[2 * i]!, y: landmarks[2 * i + 1]! });
  const at = (i: number): Point => points[i]!;
  const frame = faceFrame(points);
  const { right, down, unit } = frame;
  const headWeight = points.map(() => 1);
  const jawWeight = points.map((_, i) => JAW_WEIGHTS[i] ?? 0);
  const upperLipWeight = points.map((_, i) => UPPER_LIP_WEIGHTS[i] ?? 0);

  const inside = (p: Point): Point => ({ x: Math.min(width, Math.max(0, p.x)), y: Math.min(height, Math.max(0, p.y)) });
  const add = (p: Point, head: number, jaw = 0): void => {
    const q = inside(p);
    if (points.some((o) => distance(o, q) < DEDUPE_PX)) return;
    const onBorder = q.x <= 0 || q.y <= 0 || q.x >= width || q.y >= height;
    points.push(q);
    headWeight.push(onBorder ? 0 : head);
    jawWeight.push(onBorder ? 0 : jaw);
    upperLipWeight.push(0);
  };
  const offset = (p: Point, along: Point, k: number): Point => ({ x: p.x + along.x * k, y: p.y + along.y * k });
  const up = { x: -down.x, y: -down.y };

  // Forehead: above the brows, up to about the hairline.
  for (const i of [17, 19, 21, 22, 24, 26]) add(offset(at(i), up, unit * 0.55), 1);
  // Cheeks and under the chin: the jaw contour pushed outwards; skin under the jaw follows it halfway.
  const centre = mean(points.slice(0, LANDMARKS));
  for (let i = 0; i <= 16; i += 2) {
    const p = at(i);
    add({ x: centre.x + (p.x - centre.x) * 1.22, y: centre.y + (p.y - centre.y) * 1.22 }, 1, (JAW_WEIGHTS[i] ?? 0) * 0.5);
  }
  // Neck: stretches when the chin drops, turns a little with the head.
  add(offset(at(8), down, unit * 0.4), 0.3);
  add(offset(at(5), down, unit * 0.55), 0.3);
  add(offset(at(11), down, unit * 0.55), 0.3);
  // Fixed ring around head and hair: the warp fades to nothing there.
  const halfWidth = Math.abs((at(16).x - at(0).x) * right.x + (at(16).y - at(0).y) * right.y) / 2;
  const rx = halfWidth * 1.65;
  const ry = Math.max(unit * 1.75, halfWidth * 1.8);
  for (let k = 0; k < 16; k++) {
    const a = (k / 16) * Math.PI * 2;
    const p = offset(offset(centre, right, Math.cos(a) * rx), down, Math.sin(a) * ry);
    add(p, 0);
  }
  for (const [fx, fy] of [
    [0, 0],
    [0.5, 0],
    [1, 0],
    [1, 0.5],
    [1, 1],
    [0.5, 1],
    [0, 1],
    [0, 0.5],
  ] as const) {
    add({ x: fx * width, y: fy * height }, 0);
  }
  // Anything else that cannot move (ring points inside the photo but clamped) keeps weight 0 from add().

  return { width, height, points, triangles: triangulate(points, frame), headWeight, jawWeight, upperLipWeight, frame };
}

function faceFrame(points: readonly Point[]): FaceFrame {
  const at = (i: number): Point => points[i]!;
  const eyeL = at(36);
  const eyeR = at(45);
  const len = Math.max(1e-6, distance(eyeL, eyeR));
  const right = { x: (eyeR.x - eyeL.x) / len, y: (eyeR.y - eyeL.y) / len };
  const down = { x: -right.y, y: right.x };
  const unit = Math.max(1, distance(at(30), at(8)));
  const chin = at(8);
  return {
    right,
    down,
    unit,
    mouthCentre: mean(INNER_LIPS.map(at)),
    pivot: { x: chin.x + down.x * unit * 0.6, y: chin.y + down.y * unit * 0.6 },
  };
}

/**
 * Delaunay over the points with the lips held slightly apart, so that no triangle joins the upper
 * lip to the lower one across a closed mouth; the triangles inside the inner-lip ring are the
 * mouth opening and are not drawn (the cavity shows through).
 */
function triangulate(points: readonly Point[], frame: FaceFrame): Triangle[] {
  const apart = points.map((p) => ({ ...p }));
  const gap = frame.unit * 0.04;
  for (const i of UPPER_INNER_LIP) apart[i] = { x: points[i]!.x - frame.down.x * gap, y: points[i]!.y - frame.down.y * gap };
  for (const i of LOWER_INNER_LIP) apart[i] = { x: points[i]!.x + frame.down.x * gap, y: points[i]!.y + frame.down.y * gap };
  const inner = new Set<number>(INNER_LIPS);
  const opening = INNER_LIPS.map((i) => apart[i]!);
  const ring = (ids: readonly number[]): [number, number][] => ids.map((id, k) => [id, ids[(k + 1) % ids.length]!]);
  const outerLips = [48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59];
  const triangles = constrainEdges(apart, delaunay(apart), [...ring(INNER_LIPS), ...ring(outerLips)]);
  return triangles.filter((t) => {
    if (!(inner.has(t[0]) && inner.has(t[1]) && inner.has(t[2]))) return true;
    return !pointInPolygon(mean([apart[t[0]]!, apart[t[1]]!, apart[t[2]]!]), opening);
  });
}

/** True for points that never move (so triangles made only of them need no redrawing). */
export function isAnchor(mesh: FaceMesh, index: number): boolean {
  return mesh.headWeight[index] === 0 && mesh.jawWeight[index] === 0 && index >= LANDMARKS;
}
