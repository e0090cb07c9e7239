import { VISEME_FPS, type Viseme, type VisemeFrame } from '@orator/shared';
import type { TimedPhoneme } from '../types.ts';
import { visemeForPhoneme, type VisemeShape } from './phonemeVisemes.ts';

/** Pauses at least this long close the mouth completely, whatever the smoothing says. */
const CLOSED_PAUSE_MS = 200;
/** Per-frame smoothing: the mouth opens faster than it closes, like real articulators. */
const ATTACK = 0.75;
const RELEASE = 0.55;
/** Share of the next frame's target mixed in: lips start moving towards the next sound. */
const LOOK_AHEAD = 0.3;

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
  const shapes = phonemes.map((p) => ({ ...p, shape: visemeForPhoneme(p.phoneme) }));
  const targets: FrameTarget[] = [];
  for (let f = 0; f < frameCount; f++) targets.push(frameTarget(shapes, f * frameMs, Math.min(durationMs, (f + 1) * frameMs)));

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
  let closure = false;
  let silentCoverage = 0;
  const span = Math.max(1e-6, endMs - startMs);
  for (const p of phonemes) {
    const overlap = Math.min(endMs, p.endMs) - Math.max(startMs, p.startMs);
    if (overlap <= 0) continue;
    weightSum += overlap;
    openness += overlap * p.shape.openness;
    rounding += overlap * p.shape.rounding;
    if (p.shape.viseme !== 'sil' && overlap > dominant.weight) dominant = { viseme: p.shape.viseme, weight: overlap };
    // A bilabial closes the lips if it fills a good part of the frame or the whole bilabial
    // sits inside this frame (short plosives are often under one 40 ms frame).
    if (p.shape.viseme === 'PP' && (overlap >= 0.5 * span || overlap >= 0.9 * (p.endMs - p.startMs))) closure = true;
    if (p.shape.viseme === 'sil' && p.endMs - p.startMs >= CLOSED_PAUSE_MS) silentCoverage += overlap;
  }
  const silent = silentCoverage >= 0.5 * span;
  if (weightSum === 0) return { viseme: 'sil', openness: 0, rounding: 0, closure: false, silent: true };
  return { viseme: dominant.viseme, openness: openness / weightSum, rounding: rounding / weightSum, closure: closure && !silent, silent };
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}
