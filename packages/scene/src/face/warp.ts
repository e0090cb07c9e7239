/**
 * Where each mesh point goes for one frame (pure): jaw drop and lip parting from the viseme's
 * openness, mouth narrowing from its rounding, eyelids closing for a blink, then the whole head
 * turning a little around the neck, nodding and rising with the breath.
 */
import type { Viseme, VisemeFrame } from '@orator/shared';
import type { Point } from './geometry.ts';
import { EYELID_PAIRS, LANDMARKS, type FaceMesh } from './mesh.ts';

export interface FacePose {
  mouth: VisemeFrame;
  /** 1 = eyes open, 0 = closed. */
  eyeOpenness: number;
  /** Head roll around the neck pivot, radians, clockwise on screen. */
  headAngle: number;
  /** Head shift along the face's down axis, in units of the nose-chin distance (nod plus breath). */
  headDrop: number;
  /** 0 = brows at rest, 1 = raised as on a stressed syllable. */
  browRaise: number;
}

export const REST_POSE: FacePose = {
  mouth: { viseme: 'sil', openness: 0, rounding: 0 },
  eyeOpenness: 1,
  headAngle: 0,
  headDrop: 0,
  browRaise: 0,
};

/** Chin travel at full openness, in nose-chin distances (a wide-open "aa" drops the chin by ~30%). */
const JAW_DROP = 0.3;
/** Upper-lip lift at full openness. */
const LIP_LIFT = 0.05;
/** How much full rounding narrows the mouth (o, u, w). */
const ROUNDING_NARROWING = 0.22;
/** Spread of the lips for the visemes that show the teeth sideways (e, i, s), at full openness. */
const SPREAD: Partial<Record<Viseme, number>> = { E: 0.1, ih: 0.12, SS: 0.08, DD: 0.04, nn: 0.04, kk: 0.03 };
/** Eyelids stop just short of touching, as real ones do, and the lower lid rises a little. */
const LID_CLOSURE = 0.92;
const LOWER_LID_SHARE = 0.15;
/** Brow lift at full raise, in nose-chin distances (about 3 mm on a real face); the inner ends rise a little less. */
const BROW_LIFT = 0.07;
const BROWS: Record<number, number> = { 17: 0.8, 18: 1, 19: 1, 20: 0.9, 21: 0.7, 22: 0.7, 23: 0.9, 24: 1, 25: 1, 26: 0.8 };

export function warpFace(mesh: FaceMesh, pose: FacePose): Point[] {
  const { right, down, unit, mouthCentre, pivot } = mesh.frame;
  const openness = clamp01(pose.mouth.openness);
  const rounding = clamp01(pose.mouth.rounding);
  const widthFactor = 1 - ROUNDING_NARROWING * rounding + (SPREAD[pose.mouth.viseme] ?? 0) * openness;
  const drop = JAW_DROP * unit * openness;
  const lift = LIP_LIFT * unit * openness;
  const points = mesh.points.map((p) => ({ x: p.x, y: p.y }));

  if (openness > 0 || rounding > 0 || widthFactor !== 1) {
    for (let i = 0; i < points.length; i++) {
      const p = points[i]!;
      const jaw = mesh.jawWeight[i]!;
      const upper = mesh.upperLipWeight[i]!;
      const along = drop * jaw - lift * upper;
      p.x += down.x * along;
      p.y += down.y * along;
      if (i >= 48 && i < LANDMARKS) {
        // Narrow or widen the mouth around its centre along the face's horizontal.
        const dx = (p.x - mouthCentre.x) * right.x + (p.y - mouthCentre.y) * right.y;
        const shift = dx * (widthFactor - 1);
        p.x += right.x * shift;
        p.y += right.y * shift;
      }
    }
  }

  const raise = clamp01(pose.browRaise) * BROW_LIFT * unit;
  if (raise > 0) {
    for (const [index, share] of Object.entries(BROWS)) {
      const p = points[Number(index)]!;
      p.x -= down.x * raise * share;
      p.y -= down.y * raise * share;
    }
  }

  const closing = clamp01(1 - pose.eyeOpenness) * LID_CLOSURE;
  if (closing > 0) {
    for (const [upperLid, lowerLid] of EYELID_PAIRS) {
      const u = mesh.points[upperLid]!;
      const l = mesh.points[lowerLid]!;
      const meet = { x: u.x + (l.x - u.x) * (1 - LOWER_LID_SHARE), y: u.y + (l.y - u.y) * (1 - LOWER_LID_SHARE) };
      const pu = points[upperLid]!;
      const pl = points[lowerLid]!;
      pu.x += (meet.x - u.x) * closing;
      pu.y += (meet.y - u.y) * closing;
      pl.x += (meet.x - l.x) * closing;
      pl.y += (meet.y - l.y) * closing;
    }
  }

  if (pose.headAngle !== 0 || pose.headDrop !== 0) {
    for (let i = 0; i < points.length; i++) {
      const w = mesh.headWeight[i]!;
      if (w === 0) continue;
      const p = points[i]!;
      const a = pose.headAngle * w;
      const cos = Math.cos(a);
      const sin = Math.sin(a);
      const rx = p.x - pivot.x;
      const ry = p.y - pivot.y;
      const shift = pose.headDrop * unit * w;
      p.x = pivot.x + rx * cos - ry * sin + down.x * shift;
      p.y = pivot.y + rx * sin + ry * cos + down.y * shift;
    }
  }
  return points;
}

function clamp01(v: number): number {
  return v < 0 ? 0 : v > 1 ? 1 : v;
}
