/** The slider puzzle's geometry and the checks on an answer; pure, so it is tested directly. */

export const SLIDER_WIDTH = 320;
export const SLIDER_HEIGHT = 160;
/** The piece's bounding box (body plus its two knobs). */
export const PIECE_SIZE = 44;
export const GAP_X_MIN = 80;
export const GAP_X_MAX = 260;
const GAP_Y_MARGIN = 8;
export const TOLERANCE_PX = 6;
export const CHALLENGE_TTL_MS = 2 * 60_000;
export const SLIDER_TOKEN_TTL_MS = 2 * 60_000;

/** A drag shorter than this is faster than a hand moves. */
const MIN_DRAG_MS = 100;
const MIN_TRAIL_POINTS = 3;

export type Random = () => number;

export function randomInt(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

export function pickGapPosition(random: Random): { x: number; y: number } {
  return {
    x: randomInt(random, GAP_X_MIN, GAP_X_MAX),
    y: randomInt(random, GAP_Y_MARGIN, SLIDER_HEIGHT - PIECE_SIZE - GAP_Y_MARGIN),
  };
}

export function fitsGap(answerX: number, x: number): boolean {
  return Math.abs(answerX - x) <= TOLERANCE_PX;
}

/**
 * A person drags: several samples, over a fraction of a second, ending where the piece was
 * dropped, at an uneven speed. A missing trail, an instant jump or a perfectly uniform
 * glide is treated as a robot.
 */
export function looksLikeAHand(trail: readonly (readonly [number, number])[] | undefined, x: number): boolean {
  if (!trail || trail.length < MIN_TRAIL_POINTS) return false;
  for (let i = 1; i < trail.length; i++) {
    if (trail[i]![1] < trail[i - 1]![1]) return false;
  }
  const first = trail[0]!;
  const last = trail[trail.length - 1]!;
  if (last[1] - first[1] < MIN_DRAG_MS) return false;
  if (Math.abs(last[0] - x) > TOLERANCE_PX) return false;
  return !isUniformGlide(trail);
}

function isUniformGlide(trail: readonly (readonly [number, number])[]): boolean {
  if (trail.length < 5) return false;
  const speeds: number[] = [];
  for (let i = 1; i < trail.length; i++) {
    const dt = trail[i]![1] - trail[i - 1]![1];
    if (dt <= 0) continue;
    speeds.push((trail[i]![0] - trail[i - 1]![0]) / dt);
  }
  if (speeds.length < 4) return false;
  const first = speeds[0]!;
  return speeds.every((speed) => Math.abs(speed - first) < 1e-6);
}
