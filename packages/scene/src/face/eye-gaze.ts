/**
 * Eye saccades of a talking photo as a pure function of time: the gaze rests on a point for about
 * 0.6-2.2 s, then jumps to the next in ~40 ms, as eyes do; half the fixations are on the camera.
 * Offsets are in eye widths along the face's horizontal and vertical.
 */
import { createRng } from '../prng.ts';

const SLOT_MS = 1400;
const JUMP_MS = 40;
/** Largest sideways gaze shift: a tenth of the eye's width moves the iris by a few pixels at 720p. */
const MAX_X = 0.08;
const MAX_Y = 0.03;

interface Gaze {
  x: number;
  y: number;
}

function slot(seed: number, index: number): { switchMs: number; target: Gaze } {
  const rng = createRng((seed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0);
  const switchMs = index * SLOT_MS + rng() * SLOT_MS * 0.7;
  const onCamera = rng() < 0.5;
  const target = onCamera ? { x: 0, y: 0 } : { x: (rng() * 2 - 1) * MAX_X, y: (rng() * 2 - 1) * MAX_Y };
  return { switchMs, target };
}

export function gazeOffset(seed: number, timeMs: number): Gaze {
  if (timeMs <= 0) return { x: 0, y: 0 };
  const index = Math.floor(timeMs / SLOT_MS);
  const current = slot(seed, index);
  const previous = index > 0 ? slot(seed, index - 1).target : { x: 0, y: 0 };
  if (timeMs < current.switchMs) return previous;
  const t = Math.min(1, (timeMs - current.switchMs) / JUMP_MS);
  return { x: previous.x + (current.target.x - previous.x) * t, y: previous.y + (current.target.y - previous.y) * t };
}
