/**
 * Idle life and gestures as pure functions of time: blinks at seeded 2-6 s intervals,
 * breathing, head sway, nods and arm poses for the gesture actions.
 */
import type { ActionType } from '../scene.ts';
import { createRng } from '../prng.ts';

export const BLINK_MS = 150;
const BLINK_MIN_GAP_MS = 2000;
const BLINK_MAX_GAP_MS = 6000;

const blinkSchedules = new Map<number, number[]>();

/** Blink start times for `seed`, extended lazily to cover `untilMs`. */
function blinkTimes(seed: number, untilMs: number): number[] {
  let times = blinkSchedules.get(seed);
  if (!times) {
    times = [];
    blinkSchedules.set(seed, times);
  }
  if (times.length === 0 || times[times.length - 1]! < untilMs) {
    // Regenerate from the start so the sequence never depends on call order.
    const rng = createRng(seed ^ 0x5bd1e995);
    times.length = 0;
    let t = 600 + rng() * 2400;
    while (t <= untilMs + BLINK_MAX_GAP_MS) {
      times.push(t);
      t += BLINK_MIN_GAP_MS + rng() * (BLINK_MAX_GAP_MS - BLINK_MIN_GAP_MS);
    }
  }
  return times;
}

/** Eye openness 0..1 at `timeMs` (1 = open). */
export function eyeOpenness(seed: number, timeMs: number): number {
  if (timeMs < 0) return 1;
  const times = blinkTimes(seed, timeMs);
  let low = 0;
  let high = times.length - 1;
  let start = -Infinity;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (times[mid]! <= timeMs) {
      start = times[mid]!;
      low = mid + 1;
    } else {
      high = mid - 1;
    }
  }
  const into = timeMs - start;
  if (into >= BLINK_MS) return 1;
  // Close quickly, open a little slower: a V shape over the blink.
  const half = BLINK_MS * 0.4;
  return into < half ? 1 - into / half : (into - half) / (BLINK_MS - half);
}

/** Shoulders rise and fall ~1.2 figure units over a 4 s breath. Negative = up. */
export function breathOffset(timeMs: number): number {
  return -1.2 * (0.5 - 0.5 * Math.cos((2 * Math.PI * timeMs) / 4000));
}

/** Slow head sway in radians: two incommensurate periods so it never looks looped. */
export function headTilt(seed: number, timeMs: number): number {
  const phase = (seed % 1000) / 1000;
  return 0.022 * Math.sin((2 * Math.PI * timeMs) / 6100 + phase * 6.28) + 0.009 * Math.sin((2 * Math.PI * timeMs) / 2300 + phase * 3.1);
}

export function gazeOffset(seed: number, timeMs: number): number {
  const phase = ((seed >>> 10) % 1000) / 1000;
  return 0.9 * Math.sin((2 * Math.PI * timeMs) / 7300 + phase * 6.28);
}

const ACTION_RAMP_MS = 350;

/** 0..1 envelope of an action: eases in and out over ACTION_RAMP_MS. */
export function actionWeight(localMs: number, durationMs: number): number {
  if (localMs < 0 || localMs > durationMs) return 0;
  const ramp = Math.min(ACTION_RAMP_MS, durationMs / 2);
  const edge = Math.min(localMs, durationMs - localMs);
  const t = ramp > 0 ? Math.min(1, edge / ramp) : 1;
  return t * t * (3 - 2 * t);
}

export interface ActiveAction {
  type: ActionType;
  /** Time since the action started. */
  localMs: number;
  durationMs: number;
}

/** Head drop in figure units while nodding. */
export function nodOffset(action: ActiveAction | null): number {
  if (!action || action.type !== 'nod') return 0;
  const w = actionWeight(action.localMs, action.durationMs);
  return w * 6 * (0.5 - 0.5 * Math.cos((2 * Math.PI * action.localMs) / 700));
}

export type HandShape = 'rest' | 'open' | 'point';

/**
 * One arm: angles in radians from hanging straight down, positive = away from the body.
 * `forearmScale` < 1 foreshortens a forearm that points towards the viewer.
 */
export interface ArmPose {
  upper: number;
  forearm: number;
  forearmScale: number;
  hand: HandShape;
}

export interface ArmPoses {
  /** Viewer's left arm (x < 0). */
  left: ArmPose;
  /** Viewer's right arm (x > 0). */
  right: ArmPose;
}

const REST: ArmPose = { upper: 0.1, forearm: -1.05, forearmScale: 1, hand: 'rest' };

const GESTURES: Record<Exclude<ActionType, 'nod'>, (localMs: number) => Partial<ArmPoses>> = {
  wave: (localMs) => ({
    right: { upper: 0.45, forearm: 2.95 + 0.22 * Math.sin((2 * Math.PI * localMs) / 420), forearmScale: 1, hand: 'open' },
  }),
  point: () => ({ right: { upper: 0.0, forearm: 2.5, forearmScale: 1, hand: 'point' } }),
  openHands: (localMs) => {
    const lift = 0.08 * Math.sin((2 * Math.PI * localMs) / 1600);
    const pose: ArmPose = { upper: 0.12, forearm: 1.4 + lift, forearmScale: 0.35, hand: 'open' };
    return { left: pose, right: pose };
  },
};

function blendPose(from: ArmPose, to: ArmPose, w: number): ArmPose {
  return {
    upper: from.upper + (to.upper - from.upper) * w,
    forearm: from.forearm + (to.forearm - from.forearm) * w,
    forearmScale: from.forearmScale + (to.forearmScale - from.forearmScale) * w,
    hand: w > 0.5 ? to.hand : from.hand,
  };
}

export function armPoses(action: ActiveAction | null): ArmPoses {
  if (!action || action.type === 'nod') return { left: REST, right: REST };
  const w = actionWeight(action.localMs, action.durationMs);
  const target = GESTURES[action.type](action.localMs);
  return {
    left: target.left ? blendPose(REST, target.left, w) : REST,
    right: target.right ? blendPose(REST, target.right, w) : REST,
  };
}
