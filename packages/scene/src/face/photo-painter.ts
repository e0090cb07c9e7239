/**
 * Draws a talking photo: the still photo, baked once at the output size into a canvas, then per
 * frame only the region that moves (face, neck, up to the fixed ring) is redrawn into a small
 * canvas: first the whole region with the head's rigid motion in one draw, then the mouth cavity,
 * then the triangles that bend (lips, jaw, eyelids, the seam to the ring) each with its own affine
 * transform and triangle clip. Every draw call costs ~25 µs in Skia whatever its size, so the
 * triangles that only follow the head are not drawn one by one.
 */
import type { VisemeFrame } from '@orator/shared';
import type { ActiveAction } from '../avatar/motion.ts';
import { context2d, type CanvasFactory, type CanvasLike, type Ctx2D, type ImageLike } from '../canvas-types.ts';
import { hashSeed } from '../prng.ts';
import type { Box, PhotoFace } from '../scene.ts';
import { photoFacePose } from './face-motion.ts';
import { gazeOffset } from './eye-gaze.ts';
import { faceFraming, faceSquare, type PhotoView } from './face-crop.ts';
import { distance, triangleAffine, type Point, type Triangle } from './geometry.ts';
import { buildFaceMesh, isAnchor, type FaceMesh } from './mesh.ts';
import { OWN_TEETH_DEPTH, paintMouthCavity } from './mouth-cavity.ts';
import { mouthPalette, type MouthPalette } from './mouth-palette.ts';
import { REST_POSE, warpFace, type FacePose } from './warp.ts';

export interface PhotoFrameInput {
  /** Where the layer is, in the target context's current coordinates (pixels). */
  box: Box;
  /** Round crop framed on the face instead of the whole photo. */
  circle: boolean;
  timeMs: number;
  viseme: VisemeFrame;
  action: ActionOrNull;
  /** Mean mouth openness around now (raises the brows on stressed syllables); 0 when unknown. */
  emphasis?: number;
}
type ActionOrNull = ActiveAction | null;

/** How the photo maps into the target: target = offset + scale * photo pixel. */
type View = PhotoView;

interface Baked {
  key: string;
  /** The still photo at output size, covering `rect` of the target. */
  still: CanvasLike;
  rect: { x: number; y: number; width: number; height: number };
  /** Scratch canvas for the moving region `dynamic` (in `still` pixels). */
  work: CanvasLike;
  dynamic: { x: number; y: number; width: number; height: number };
  /** Triangles with at least one moving corner. */
  moving: Triangle[];
  /** Outline of the moving region: closed loops of anchors (which never move), in `work` pixels. */
  outline: Point[][];
  /** Rest points in `still` pixels. */
  rest: Point[];
  /** Gap between the inner lips in the photo itself, in output pixels: the mouth opens from there. */
  restLipGap: number;
  /** The mouth's inside in the photo's own colours. */
  palette: MouthPalette;
}

type Affine = NonNullable<ReturnType<typeof triangleAffine>>;
const EYE_LEFT = [36, 37, 38, 39, 40, 41] as const;
const EYE_RIGHT = [42, 43, 44, 45, 46, 47] as const;
/** The gaze redraws the eye this much in from the lids, so lashes and lid lines are not doubled. */
const EYE_INSET = 0.8;

/** Extra pixels around each destination triangle so neighbours overlap instead of leaving hairline seams. */
const SEAM_PX = 0.6;

export class PhotoFacePainter {
  private readonly mesh: FaceMesh;
  private readonly seed: number;
  private baked: Baked | null = null;

  constructor(
    private readonly face: PhotoFace,
    private readonly makeCanvas: CanvasFactory,
  ) {
    this.mesh = buildFaceMesh(face.landmarks, face.width, face.height);
    this.seed = hashSeed(face.imageUrl);
  }

  draw(ctx: Ctx2D, image: ImageLike, input: PhotoFrameInput): void {
    const pose = photoFacePose(this.seed, input.timeMs, input.viseme, input.action, input.emphasis ?? 0);
    this.drawPose(ctx, image, input.box, input.circle, pose, gazeOffset(this.seed, input.timeMs));
  }

  /** One frame in a given pose and gaze (eye widths): `draw` with the life taken out, for tests and benches. */
  drawPose(ctx: Ctx2D, image: ImageLike, box: Box, circle: boolean, pose: FacePose, gaze = { x: 0, y: 0 }): void {
    const view = this.view(box, circle);
    const baked = this.bake(image, view, box);
    if (!baked) return;
    const { work, dynamic } = baked;
    const toWork = (p: Point): Point => {
      const q = toStill(p, view, baked.rect);
      return { x: q.x - dynamic.x, y: q.y - dynamic.y };
    };
    const warped = warpFace(this.mesh, pose).map(toWork);
    // The same head motion without mouth and eyelids: points that end up there moved rigidly.
    const headOnly = warpFace(this.mesh, { ...pose, mouth: REST_POSE.mouth, eyeOpenness: 1, browRaise: 0 }).map(toWork);
    const rigidPoint = warped.map((p, i) => this.mesh.headWeight[i] === 1 && p.x === headOnly[i]!.x && p.y === headOnly[i]!.y);
    const rigid: Triangle[] = [];
    const bent: Triangle[] = [];
    for (const t of baked.moving) (rigidPoint[t[0]] && rigidPoint[t[1]] && rigidPoint[t[2]] ? rigid : bent).push(t);

    const wctx = context2d(work);
    wctx.setTransform(1, 0, 0, 1, 0, 0);
    wctx.drawImage(baked.still, dynamic.x, dynamic.y, dynamic.width, dynamic.height, 0, 0, dynamic.width, dynamic.height);
    // The triangles that only follow the head share one transform: the whole moving region is drawn
    // with it, clipped to its fixed outline (a few dozen anchors instead of a path of every rigid
    // triangle); the bent triangles then cover their part of it.
    const head = rigid[0] ? this.headAffine(baked, rigid[0], warped) : null;
    if (head) this.drawHead(wctx, baked, head);
    const ownTeeth = head
      ? () => {
          this.drawOwnTeeth(wctx, baked, head, 'upper', warped[62]!, headOnly[62]!);
          this.drawOwnTeeth(wctx, baked, head, 'lower', warped[66]!, headOnly[66]!);
        }
      : undefined;
    paintMouthCavity(wctx, warped, this.mesh.frame.unit * view.scale, baked.restLipGap, baked.palette, ownTeeth);
    for (const t of bent) this.drawTriangle(wctx, baked, t, warped);
    if (head && pose.eyeOpenness > 0.95 && (gaze.x !== 0 || gaze.y !== 0)) this.drawGaze(wctx, baked, head, warped, gaze);
    ctx.drawImage(baked.still, baked.rect.x, baked.rect.y);
    ctx.drawImage(work, baked.rect.x + dynamic.x, baked.rect.y + dynamic.y);
  }

  /** The head's rigid motion (still pixels to work pixels), which `rigidTriangle` follows. */
  private headAffine(baked: Baked, rigidTriangle: Triangle, warped: readonly Point[]): Affine | null {
    const { rest } = baked;
    const [a, b, c] = rigidTriangle;
    return triangleAffine(rest[a]!, rest[b]!, rest[c]!, warped[a]!, warped[b]!, warped[c]!);
  }

  /**
   * One half of the photo's own opening (upper teeth, or lower teeth) moved with the head and its
   * lip's displacement `lip - lipHeadOnly`.
   */
  private drawOwnTeeth(wctx: Ctx2D, baked: Baked, m: Affine, half: 'upper' | 'lower', lip: Point, lipHeadOnly: Point): void {
    const { rest, still, restLipGap } = baked;
    const ring = [60, 61, 62, 63, 64, 65, 66, 67].map((i) => rest[i]!);
    const upper = half === 'upper';
    const s = sourceRect(
      {
        minX: Math.min(...ring.map((p) => p.x)),
        maxX: Math.max(...ring.map((p) => p.x)),
        minY: upper ? Math.min(...ring.map((p) => p.y)) : rest[66]!.y - restLipGap * OWN_TEETH_DEPTH,
        maxY: upper ? rest[62]!.y + restLipGap * OWN_TEETH_DEPTH : Math.max(...ring.map((p) => p.y)),
      },
      still,
    );
    wctx.setTransform(m[0], m[1], m[2], m[3], m[4] + lip.x - lipHeadOnly.x, m[5] + lip.y - lipHeadOnly.y);
    wctx.drawImage(still, s.x, s.y, s.width, s.height, s.x, s.y, s.width, s.height);
  }

  /** The moving region of the still moved by the head's rigid motion `m`. */
  private drawHead(wctx: Ctx2D, baked: Baked, m: Affine): void {
    const { dynamic, outline } = baked;
    wctx.save();
    wctx.beginPath();
    for (const loop of outline) {
      loop.forEach((p, i) => (i === 0 ? wctx.moveTo(p.x, p.y) : wctx.lineTo(p.x, p.y)));
      wctx.closePath();
    }
    wctx.clip();
    wctx.setTransform(m[0], m[1], m[2], m[3], m[4], m[5]);
    // The map takes still pixels to work pixels, so the still is drawn at its own coordinates.
    wctx.drawImage(baked.still, dynamic.x, dynamic.y, dynamic.width, dynamic.height, dynamic.x, dynamic.y, dynamic.width, dynamic.height);
    wctx.restore();
  }

  /** Draws one bent triangle of the still with its own affine map, grown a little against seams. */
  private drawTriangle(wctx: Ctx2D, baked: Baked, triangle: Triangle, warped: readonly Point[]): void {
    const { rest } = baked;
    const [a, b, c] = triangle;
    const m = triangleAffine(rest[a]!, rest[b]!, rest[c]!, warped[a]!, warped[b]!, warped[c]!);
    if (!m) return;
    wctx.save();
    wctx.beginPath();
    const [d0, d1, d2] = grow(warped[a]!, warped[b]!, warped[c]!);
    wctx.moveTo(d0.x, d0.y);
    wctx.lineTo(d1.x, d1.y);
    wctx.lineTo(d2.x, d2.y);
    wctx.closePath();
    let source = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
    for (const i of triangle) source = extend(source, rest[i]!);
    wctx.clip();
    wctx.setTransform(m[0], m[1], m[2], m[3], m[4], m[5]);
    // Only the source neighbourhood: Skia's cost follows the drawn image area, not the clip.
    const s = sourceRect(source, baked.still);
    wctx.drawImage(baked.still, s.x, s.y, s.width, s.height, s.x, s.y, s.width, s.height);
    wctx.restore();
  }

  /**
   * The eyes' insides (inside the lids, a little in from them) redrawn shifted by the gaze: the iris
   * moves while the lids and lashes stay, in the head's motion.
   */
  private drawGaze(wctx: Ctx2D, baked: Baked, m: Affine, warped: readonly Point[], gaze: { x: number; y: number }): void {
    const { right, down } = this.mesh.frame;
    for (const eye of [EYE_LEFT, EYE_RIGHT]) {
      const ring = eye.map((i) => warped[i]!);
      const centre = { x: ring.reduce((s, p) => s + p.x, 0) / ring.length, y: ring.reduce((s, p) => s + p.y, 0) / ring.length };
      const rest = eye.map((i) => baked.rest[i]!);
      const width = distance(rest[0]!, rest[3]!);
      const shift = { x: (right.x * gaze.x + down.x * gaze.y) * width, y: (right.y * gaze.x + down.y * gaze.y) * width };
      wctx.save();
      wctx.beginPath();
      ring.forEach((p, k) => {
        const q = { x: centre.x + (p.x - centre.x) * EYE_INSET, y: centre.y + (p.y - centre.y) * EYE_INSET };
        if (k === 0) wctx.moveTo(q.x, q.y);
        else wctx.lineTo(q.x, q.y);
      });
      wctx.closePath();
      wctx.clip();
      wctx.setTransform(m[0], m[1], m[2], m[3], m[4] + shift.x, m[5] + shift.y);
      let source = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
      for (const p of rest) source = extend(source, p);
      const s = sourceRect({ minX: source.minX - width * 0.2, minY: source.minY - width * 0.2, maxX: source.maxX + width * 0.2, maxY: source.maxY + width * 0.2 }, baked.still);
      wctx.drawImage(baked.still, s.x, s.y, s.width, s.height, s.x, s.y, s.width, s.height);
      wctx.restore();
    }
  }

  /** The face framed in the box (see faceFraming), or for circle mode a square around the face covering the box. */
  private view(box: Box, circle: boolean): View {
    if (!circle) return faceFraming(this.face.landmarks, this.face, box);
    const { centre, side } = faceSquare(this.face.landmarks);
    const scale = Math.min(box.width, box.height) / side;
    return { scale, offsetX: box.left + box.width / 2 - centre.x * scale, offsetY: box.top + box.height / 2 - centre.y * scale };
  }

  private bake(image: ImageLike, view: View, box: Box): Baked | null {
    const key = `${view.scale.toFixed(5)}:${view.offsetX.toFixed(2)}:${view.offsetY.toFixed(2)}:${box.left}:${box.top}:${box.width}:${box.height}`;
    if (this.baked?.key === key) return this.baked;
    // Whole target pixels so the still blits without resampling; only the part of the photo inside the box.
    const x = Math.max(Math.floor(view.offsetX), Math.floor(box.left));
    const y = Math.max(Math.floor(view.offsetY), Math.floor(box.top));
    const width = Math.min(Math.ceil(view.offsetX + this.face.width * view.scale), Math.ceil(box.left + box.width)) - x;
    const height = Math.min(Math.ceil(view.offsetY + this.face.height * view.scale), Math.ceil(box.top + box.height)) - y;
    if (width <= 0 || height <= 0) return null;
    const still = this.makeCanvas(width, height);
    context2d(still).drawImage(image, view.offsetX - x, view.offsetY - y, this.face.width * view.scale, this.face.height * view.scale);
    const rect = { x, y, width, height };
    const rest = this.mesh.points.map((p) => toStill(p, view, rect));
    const moving = this.mesh.triangles.filter((t) => t.some((i) => !isAnchor(this.mesh, i)));
    const dynamic = boundsOf(
      moving.flatMap((t) => t.map((i) => rest[i]!)),
      width,
      height,
    );
    const work = this.makeCanvas(dynamic.width, dynamic.height);
    const restLipGap = distance(rest[62]!, rest[66]!);
    const outline = movingOutline(this.mesh, moving).map((loop) =>
      loop.map((i) => ({ x: rest[i]!.x - dynamic.x, y: rest[i]!.y - dynamic.y })),
    );
    const pixels = context2d(still).getImageData(dynamic.x, dynamic.y, dynamic.width, dynamic.height);
    const palette = mouthPalette({ data: pixels.data, ...dynamic }, rest, this.mesh.frame.unit * view.scale);
    this.baked = { key, still, rect, work, dynamic, moving, outline, rest, restLipGap, palette };
    return this.baked;
  }
}

/**
 * The boundary of the region the moving triangles cover, as closed loops of point indices: the
 * edges that belong to one moving triangle only, chained in the triangles' own (clockwise) order,
 * keeping the loops made of anchors. That leaves out the mouth opening's loop (lip landmarks) and
 * keeps any loop around still triangles enclosed by moving ones, which winds the other way and
 * so stays outside a nonzero clip.
 */
export function movingOutline(mesh: FaceMesh, moving: readonly Triangle[]): number[][] {
  const edgeKey = (from: number, to: number) => `${Math.min(from, to)}:${Math.max(from, to)}`;
  const uses = new Map<string, number>();
  for (const [a, b, c] of moving)
    for (const [from, to] of [
      [a, b],
      [b, c],
      [c, a],
    ] as const)
      uses.set(edgeKey(from, to), (uses.get(edgeKey(from, to)) ?? 0) + 1);
  const next = new Map<number, number[]>();
  for (const [a, b, c] of moving) {
    for (const [from, to] of [
      [a, b],
      [b, c],
      [c, a],
    ] as const) {
      if (uses.get(edgeKey(from, to)) === 1) next.set(from, [...(next.get(from) ?? []), to]);
    }
  }
  const loops: number[][] = [];
  for (const start of [...next.keys()]) {
    while ((next.get(start)?.length ?? 0) > 0) {
      const loop = [start];
      let at = next.get(start)!.pop()!;
      while (at !== start && loop.length <= mesh.points.length) {
        loop.push(at);
        const out = next.get(at);
        if (!out?.length) break;
        at = out.pop()!;
      }
      if (at === start && loop.every((i) => isAnchor(mesh, i))) loops.push(loop);
    }
  }
  return loops;
}

/** A photo pixel in the baked still's pixels. */
function toStill(p: Point, view: View, rect: { x: number; y: number }): Point {
  return { x: view.offsetX + p.x * view.scale - rect.x, y: view.offsetY + p.y * view.scale - rect.y };
}

/** Whole-pixel bounds of `points` (plus a pixel for the seams), inside [0, width] x [0, height]. */
function boundsOf(points: readonly Point[], width: number, height: number): { x: number; y: number; width: number; height: number } {
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
  const x = Math.max(0, Math.floor(minX) - 1);
  const y = Math.max(0, Math.floor(minY) - 1);
  return {
    x,
    y,
    width: Math.max(1, Math.min(width, Math.ceil(maxX) + 1) - x),
    height: Math.max(1, Math.min(height, Math.ceil(maxY) + 1) - y),
  };
}

interface Extent {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

function extend(e: Extent, p: Point): Extent {
  return { minX: Math.min(e.minX, p.x), minY: Math.min(e.minY, p.y), maxX: Math.max(e.maxX, p.x), maxY: Math.max(e.maxY, p.y) };
}

/** Whole-pixel source bounds plus two pixels (the seam overlap samples just outside the triangles). */
function sourceRect(e: Extent, still: CanvasLike): { x: number; y: number; width: number; height: number } {
  const x = Math.max(0, Math.floor(e.minX) - 2);
  const y = Math.max(0, Math.floor(e.minY) - 2);
  const right = Math.min(still.width, Math.ceil(e.maxX) + 2);
  const bottom = Math.min(still.height, Math.ceil(e.maxY) + 2);
  return { x, y, width: Math.max(1, right - x), height: Math.max(1, bottom - y) };
}

/** The triangle pushed out from its centroid by SEAM_PX. */
function grow(a: Point, b: Point, c: Point): [Point, Point, Point] {
  const centre = { x: (a.x + b.x + c.x) / 3, y: (a.y + b.y + c.y) / 3 };
  const out = (p: Point): Point => {
    const d = Math.hypot(p.x - centre.x, p.y - centre.y) || 1;
    return { x: p.x + ((p.x - centre.x) / d) * SEAM_PX, y: p.y + ((p.y - centre.y) / d) * SEAM_PX };
  };
  return [out(a), out(b), out(c)];
}
