import { VISEME_FPS, type Viseme, type VisemeFrame } from '@orator/shared';
import type { TimedPhoneme } from '../types.ts';
import { mergeAdjacentPauses } from '../timeline.ts';
import { visemeForPhoneme, type VisemeShape } from './phonemeVisemes.ts';

/** Pauses at least this long close the mouth completely, whatever the smoothing says. */
const CLOSED_PAUSE_MS = 200;
/**
 * Per-frame smoothing: the mouth opens faster than it closes, like real articulators.
 * Values were tuned against the audio RMS envelope of festival, flite and espeak speech
 * (Pearson r, see lipsync.test.ts): heavier smoothing lags the audio and lowers r.
 */
const ATTACK = 0.9;
const RELEASE = 0.8;
/** Share of the next frame's target mixed in: lips start moving towards the next sound. */
const LOOK_AHEAD = 0.15;
/** Openness at a phoneme's edges relative to its centre (see humpIntegral). */
const HUMP_FLOOR = 0.6;

interface FrameTarget {
  viseme: Viseme;
  openness: number;
  rounding: number;
  /** A bilabial (m/b/p) is held in this frame: the lips must meet. */
  closure: boolean;
  /** The frame lies inside a long pause. */
  silent: boolean;
}

/**
 * Phoneme timings -> one mouth shape per video frame. Targets are the overlap-weighted
 * mean of the phonemes under each frame, then smoothed with look-ahead blending and
 * attack/release; bilabial closures and long pauses are enforced after smoothing so
 * neither is blurred away.
 */
export function visemeTrack(phonemes: TimedPhoneme[], durationMs: number, fps: number = VISEME_FPS): VisemeFrame[] {
  const frameMs = 1000 / fps;
  const frameCount = Math.max(0, Math.ceil(durationMs / frameMs - 1e-9));
  const shapes = mergeAdjacentPauses(phonemes).map((p) => ({ ...p, shape: visemeForPhoneme(p.phoneme) }));
  const targets: FrameTarget[] = [];
  for (let f = 0; f < frameCount; f++) targets.push(frameTarget(shapes, f * frameMs, Math.min(durationMs, (f + 1) * frameMs)));
  // Each bilabial closes the lips in exactly one frame, the one holding its midpoint: enough
  // to be seen, while a long voiced /m/ does not keep the mouth shut as it hums.
  for (const p of shapes) {
    if (p.shape.viseme !== 'PP') continue;
    const target = targets[Math.min(frameCount - 1, Math.floor((p.startMs + p.endMs) / 2 / frameMs))];
    if (target && !target.silent) target.closure = true;
  }

  const frames: VisemeFrame[] = [];
  let openness = 0;
  let rounding = 0;
  for (let f = 0; f < frameCount; f++) {
    const target = targets[f] as FrameTarget;
    const next = targets[f + 1] ?? target;
    const goalOpen = (1 - LOOK_AHEAD) * target.openness + LOOK_AHEAD * next.openness;
    const goalRound = (1 - LOOK_AHEAD) * target.rounding + LOOK_AHEAD * next.rounding;
    openness += (goalOpen - openness) * (goalOpen > openness ? ATTACK : RELEASE);
    rounding += (goalRound - rounding) * (goalRound > rounding ? ATTACK : RELEASE);
    if (target.silent) {
      openness = 0;
      rounding = 0;
      frames.push({ viseme: 'sil', openness: 0, rounding: 0 });
    } else if (target.closure) {
      openness = 0;
      frames.push({ viseme: 'PP', openness: 0, rounding: round3(rounding) });
    } else {
      frames.push({ viseme: target.viseme, openness: round3(openness), rounding: round3(rounding) });
    }
  }
  return frames;
}

function frameTarget(phonemes: (TimedPhoneme & { shape: VisemeShape })[], startMs: number, endMs: number): FrameTarget {
  let weightSum = 0;
  let openness = 0;
  let rounding = 0;
  let dominant: { viseme: Viseme; weight: number } = { viseme: 'sil', weight: 0 };
  let silentCoverage = 0;
  const span = Math.max(1e-6, endMs - startMs);
  for (const p of phonemes) {
    const overlap = Math.min(endMs, p.endMs) - Math.max(startMs, p.startMs);
    if (overlap <= 0) continue;
    weightSum += overlap;
    openness += p.shape.openness * humpIntegral(p, Math.max(startMs, p.startMs), Math.min(endMs, p.endMs));
    rounding += overlap * p.shape.rounding;
    if (p.shape.viseme !== 'sil' && overlap > dominant.weight) dominant = { viseme: p.shape.viseme, weight: overlap };
    if (p.shape.viseme === 'sil' && p.endMs - p.startMs >= CLOSED_PAUSE_MS) silentCoverage += overlap;
  }
  const silent = silentCoverage >= 0.5 * span;
  if (weightSum === 0) return { viseme: 'sil', openness: 0, rounding: 0, closure: false, silent: true };
  return { viseme: dominant.viseme, openness: openness / weightSum, rounding: rounding / weightSum, closure: false, silent };
}

/**
 * Within a phoneme the mouth opens towards the middle and is already moving away at the
 * edges, so each phoneme's openness follows a hump: HUMP_FLOOR at its boundaries, 1 at its
 * centre (floor + (1 - floor) * sin(pi * u)). Returns the integral over [fromMs, toMs] in ms.
 */
function humpIntegral(p: TimedPhoneme, fromMs: number, toMs: number): number {
  const length = p.endMs - p.startMs;
  if (length <= 0) return 0;
  const a = (fromMs - p.startMs) / length;
  const b = (toMs - p.startMs) / length;
  const sineArea = (Math.cos(Math.PI * a) - Math.cos(Math.PI * b)) / Math.PI;
  return length * (HUMP_FLOOR * (b - a) + (1 - HUMP_FLOOR) * sineArea);
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}
