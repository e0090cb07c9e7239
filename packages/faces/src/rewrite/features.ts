/**
 * Per-frame measurements of the training footage (pure): where the face is (a similarity from
 * canonical space), how open and how wide the mouth is, and how much the head moved since the
 * previous analysed frame. Openness and rounding are normalised to this person's own range.
 */
import type { Point, Similarity } from '@orator/scene';
import { frameTransform, mouthShape, transformMotion } from './geometry.ts';

/** One tracked face in one analysed frame (landmarks in frame pixels). */
export interface TrackedFace {
  score: number;
  landmarks: Point[];
}

export interface FrameFeature {
  /** Time of the analysed frame in the source, ms. */
  timeMs: number;
  /** Null when no single face was found. */
  transform: Similarity | null;
  score: number;
  /** 0 closed .. 1 widest seen (95th percentile). */
  openness: number;
  /** 0 widest .. 1 narrowest seen. */
  rounding: number;
  /** Stable-point motion since the previous analysed frame, canonical units. */
  motion: number;
  /** Canonical mouth centre. */
  mouthCentre: Point | null;
}

function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(p * (sorted.length - 1))))] as number;
}

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}

/** Features for frames sampled every `frameMs` from time 0; `faces[i]` null where tracking failed. */
export function frameFeatures(reference: readonly Point[], faces: readonly (TrackedFace | null)[], frameMs: number): FrameFeature[] {
  const raw = faces.map((face) => {
    if (!face) return null;
    const transform = frameTransform(reference, face.landmarks);
    return { face, transform, shape: mouthShape(face.landmarks, transform) };
  });
  const gaps = raw.flatMap((r) => (r ? [r.shape.gap] : []));
  const widths = raw.flatMap((r) => (r ? [r.shape.width] : []));
  const maxGap = Math.max(1e-6, percentile(gaps, 0.95));
  const minWidth = percentile(widths, 0.05);
  const maxWidth = Math.max(minWidth + 1e-6, percentile(widths, 0.95));
  let previous: Similarity | null = null;
  return raw.map((r, i) => {
    const timeMs = i * frameMs;
    if (!r) {
      previous = null;
      return { timeMs, transform: null, score: 0, openness: 0, rounding: 0, motion: 1, mouthCentre: null };
    }
    const motion = previous ? transformMotion(reference, previous, r.transform) : 0;
    previous = r.transform;
    return {
      timeMs,
      transform: r.transform,
      score: r.face.score,
      openness: clamp01(r.shape.gap / maxGap),
      rounding: clamp01((maxWidth - r.shape.width) / (maxWidth - minWidth)),
      motion,
      mouthCentre: r.shape.centre,
    };
  });
}
