/**
 * Choosing the idle loop (pure): the stretch of footage that best looks like the person waiting
 * to speak (mouth closed, head nearly still, face always found, quiet audio), played forwards
 * then backwards so the loop has no seam.
 */
import type { FrameFeature } from './features.ts';

export interface LoopChoice {
  /** First analysed frame of the window. */
  start: number;
  /** Number of analysed frames. */
  count: number;
  /** Mean cost per frame (lower is calmer). */
  cost: number;
}

/** Cost weights: an open mouth or speech counts most, then head motion (canonical units per frame). */
const OPEN_WEIGHT = 3;
const MOTION_WEIGHT = 25;
const SPEECH_WEIGHT = 1;
const NO_FACE_COST = 1000;

/** Cost of one analysed frame as part of an idle loop; `speech` is 0..1 audio activity. */
function idleCost(feature: FrameFeature, speech: number): number {
  if (!feature.transform) return NO_FACE_COST;
  return OPEN_WEIGHT * feature.openness + MOTION_WEIGHT * feature.motion + SPEECH_WEIGHT * speech + (1 - feature.score);
}

/** The calmest window of `count` frames (sliding sum); `speech[i]` per analysed frame, 0 when unknown. */
export function chooseIdleLoop(features: readonly FrameFeature[], speech: readonly number[], count: number): LoopChoice {
  const n = features.length;
  const size = Math.max(1, Math.min(count, n));
  const costs = features.map((f, i) => idleCost(f, speech[i] ?? 0));
  let sum = 0;
  for (let i = 0; i < size; i++) sum += costs[i] as number;
  let best: LoopChoice = { start: 0, count: size, cost: sum / size };
  for (let start = 1; start + size <= n; start++) {
    sum += (costs[start + size - 1] as number) - (costs[start - 1] as number);
    if (sum / size < best.cost) best = { start, count: size, cost: sum / size };
  }
  return best;
}

/** Forwards then backwards without repeating the end frames: 0 1 2 3 2 1 (then 0 again). */
export function pingPongOrder(count: number): number[] {
  const forwards = Array.from({ length: count }, (_, i) => i);
  const backwards = forwards.slice(1, -1).reverse();
  return [...forwards, ...backwards];
}
