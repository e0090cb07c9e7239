/**
 * Idle life of a talking photo as pure functions of time: seeded blinks (shared with the illustrated
 * avatars), a slow head sway and nod, a nod while speaking loudly, and breathing.
 */
import type { VisemeFrame } from '@orator/shared';
import { eyeOpenness, headTilt, nodOffset, type ActiveAction } from '../avatar/motion.ts';
import type { FacePose } from './warp.ts';

/** Head roll is kept smaller than the illustrated avatars': a photo's background hair shows the warp. */
const SWAY_SHARE = 0.7;
/** Breathing lifts the head by this share of the nose-chin distance over a 4 s breath. */
const BREATH_DROP = 0.02;
const NOD_DROP = 0.015;
/** An action 'nod' peaks at 6 figure units in the illustrated avatar's motion; 0.05 nose-chin here. */
const ACTION_NOD_SCALE = 0.05 / 6;

/** Brows rise when the speech around now is this open on average (a stressed, held syllable) ... */
const BROW_FROM = 0.35;
/** ... and are fully raised this much above it. */
const BROW_RANGE = 0.25;

/** `emphasis`: the mouth's mean openness over the few hundred ms around now (stressed syllables open wider and longer). */
export function photoFacePose(seed: number, timeMs: number, mouth: VisemeFrame, action: ActiveAction | null, emphasis = 0): FacePose {
  const phase = ((seed >>> 8) % 1000) / 1000;
  const breath = -BREATH_DROP * (0.5 - 0.5 * Math.cos((2 * Math.PI * timeMs) / 4000));
  const sway = NOD_DROP * Math.sin((2 * Math.PI * timeMs) / 3300 + phase * 6.28);
  return {
    mouth,
    eyeOpenness: eyeOpenness(seed, timeMs),
    headAngle: headTilt(seed, timeMs) * SWAY_SHARE,
    headDrop: breath + sway + nodOffset(action) * ACTION_NOD_SCALE + 0.02 * mouth.openness,
    browRaise: Math.min(1, Math.max(0, (emphasis - BROW_FROM) / BROW_RANGE)),
  };
}
